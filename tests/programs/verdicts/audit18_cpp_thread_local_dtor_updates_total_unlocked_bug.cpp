// expect: data-race, assertion
// algos: sdpor,pop,dc
// thread_local objects with destructors: each thread's session counts its work and, in its
// destructor (run at thread exit), adds it to a global total WITHOUT the lock that the rest of
// the program uses for that total: the two threads' exits race on it (and an update can be lost).
#include <cassert>
#include <mutex>
#include <thread>
static std::mutex total_mutex;
static int total_work;

struct session {
  int work = 0;
  ~session() { total_work += work; } /* BUG: no lock_guard here */
};
static thread_local session current;

static void serve(int n) {
  for (int i = 0; i < n; ++i) ++current.work;
  std::lock_guard<std::mutex> g(total_mutex);
}

int main() {
  std::thread a(serve, 2), b(serve, 3);
  a.join();
  b.join();
  std::lock_guard<std::mutex> g(total_mutex);
  assert(total_work == 5);
  return 0;
}
