// expect: none
// algos: sdpor,pop,dc
// thread_local objects with destructors: each thread's session registers itself in a
// mutex-protected registry on first use and unregisters in its destructor (run at thread
// exit); main sees an empty registry after joining and the sum of the sessions' work.
#include <cassert>
#include <mutex>
#include <set>
#include <thread>
static std::mutex registry_mutex;
static std::set<const void *> registry;
static int finished_work;

struct session {
  int work = 0;
  session() { std::lock_guard<std::mutex> g(registry_mutex); registry.insert(this); }
  ~session() {
    std::lock_guard<std::mutex> g(registry_mutex);
    registry.erase(this);
    finished_work += work;
  }
};
static thread_local session current;

static void serve(int n) { for (int i = 0; i < n; ++i) ++current.work; }

int main() {
  std::thread a(serve, 2), b(serve, 3);
  a.join();
  b.join();
  std::lock_guard<std::mutex> g(registry_mutex);
  assert(registry.empty());
  assert(finished_work == 5);
  return 0;
}
