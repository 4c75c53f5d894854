// expect: deadlock
// algos: pop,sdpor,dc
// Effective Modern C++'s item 36 trap: a task started with std::launch::deferred does not run
// until get() or wait() is called, and wait_for on it returns std::future_status::deferred at
// once, never `ready`. A loop that polls `while (f.wait_for(10ms) != ready)` therefore never
// ends. Natively (g++ -O2) the program hangs (killed by `timeout 3`). braid sees main in an
// await loop whose reads nothing can change (no other thread exists) and reports it as a
// deadlock, complete, after one execution.
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
