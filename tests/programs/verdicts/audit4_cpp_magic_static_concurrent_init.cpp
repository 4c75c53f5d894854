// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// A function-local static (C++11 "magic static") whose constructor does a visible operation,
// reached by two threads at once: the second must wait in __cxa_guard_acquire until the first
// finishes the constructor, which runs exactly once.
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<int> constructed{0};
struct Config {
  int value;
  Config() { constructed.fetch_add(1); value = 42; }
};
Config &config() { static Config c; return c; }
int main() {
  int a = 0, b = 0;
  std::thread t1([&] { a = config().value; });
  std::thread t2([&] { b = config().value; });
  t1.join();
  t2.join();
  assert(a == 42 && b == 42 && constructed.load() == 1);
  return 0;
}
