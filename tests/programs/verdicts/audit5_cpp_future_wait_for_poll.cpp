// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// Main polls the future with wait_for(0ms) and does other work until it is ready.
#include <cassert>
#include <chrono>
#include <future>
int main() {
  using namespace std::chrono_literals;
  auto f = std::async(std::launch::async, [] { return 6 * 7; });
  int ticks = 0;
  while (f.wait_for(0ms) != std::future_status::ready) ++ticks;
  assert(f.get() == 42);
  (void)ticks;
  return 0;
}
