// expect: data-race
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// Double-checked locking with a relaxed first load: a thread that sees the pointer there
// reads the object's field with no happens-before from its construction.
#include <atomic>
#include <mutex>
#include <thread>
struct Config { int port; Config() : port(8080) {} };
std::atomic<Config *> instance{nullptr};
std::mutex create_mutex;
Config *get() {
  Config *p = instance.load(std::memory_order_relaxed);
  if (!p) {
    std::lock_guard<std::mutex> g(create_mutex);
    p = instance.load(std::memory_order_relaxed);
    if (!p) {
      p = new Config;
      instance.store(p, std::memory_order_relaxed);
    }
  }
  return p;
}
int main() {
  int a = 0, b = 0;
  std::thread t1([&] { a = get()->port; }), t2([&] { b = get()->port; });
  t1.join();
  t2.join();
  delete instance.load();
  (void)(a == b);  // what the race leads to is not checked here
  return 0;
}
