// expect: misuse
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// Two workers count down a latch that expects two, and main counts it down too: the third
// count-down goes past zero (a precondition of count_down), whatever the order.
#include <latch>
#include <thread>
int main() {
  std::latch done(2);
  std::thread a([&] { done.count_down(); }), b([&] { done.count_down(); });
  done.count_down();
  a.join();
  b.join();
  return 0;
}
