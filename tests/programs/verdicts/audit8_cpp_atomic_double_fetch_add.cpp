// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit)
// flags: -std=c++20
// C++20 std::atomic<double>::fetch_add from three threads; halves add exactly.
#include <atomic>
#include <cassert>
#include <thread>
int main() {
  std::atomic<double> total{0.0};
  std::thread t[3];
  for (auto &th : t) th = std::thread([&total] { total.fetch_add(0.5); });
  for (auto &th : t) th.join();
  assert(total.load() == 1.5);
  return 0;
}
