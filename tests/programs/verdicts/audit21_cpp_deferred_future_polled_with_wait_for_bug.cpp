// expect: bound
// algos: pop,sdpor,dc,qpor
// complete: no
// Effective Modern C++'s item 36 trap: a task started with std::launch::deferred does not run
// until get() or wait() is called, and wait_for on it returns std::future_status::deferred at
// once, never `ready`. A loop that polls `while (f.wait_for(10ms) != ready)` therefore never
// ends. Natively (g++ -O2) the program hangs (killed by `timeout 5` in 5 of 5 runs). braid
// cannot prove it endless (no thread waits on anything: the loop just spins): the honest
// verdict is a step bound, incomplete.
#include <chrono>
#include <cstdio>
#include <future>
int main() {
  using namespace std::chrono_literals;
  auto result = std::async(std::launch::deferred, [] { return 42; });
  while (result.wait_for(10ms) != std::future_status::ready) {
  }
  std::printf("%d\n", result.get());
  return 0;
}
