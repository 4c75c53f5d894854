// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// main polls a flag until a steady_clock deadline: libstdc++'s now() read the real clock
// natively, so executions of one schedule differed (dfs: "internal error: scheduler chose
// thread 0, which is not enabled"); now braid's clock (1 ms per query, reset every execution).
#include <atomic>
#include <chrono>
#include <thread>
#include <cassert>
std::atomic<bool> ready{false};
int data;
int main() {
  std::thread t([] { data = 1; ready = true; });
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(50);
  bool got = false;
  while (std::chrono::steady_clock::now() < deadline) {
    if (ready.load()) { got = true; break; }
  }
  t.join();
  if (got) assert(data == 1);
  return 0;
}
