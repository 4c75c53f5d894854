// expect: data-race
// algos: pop,sdpor,dc
// A std::atomic<bool> flag used with memory_order_relaxed to PUBLISH a result: the worker
// writes a plain `result` then sets `done` relaxed; main spins on a relaxed load of `done`
// and reads `result`. Relaxed operations do not synchronize ([atomics.order]), so the
// write and the read of `result` are unordered: a data race (the fix is release/acquire).
// Natively on x86 (TSO) 300 of 300 runs read 42.
#include <atomic>
#include <thread>

int main() {
  std::atomic<bool> done{false};
  int result = 0;
  std::thread worker([&] {
    result = 42;
    done.store(true, std::memory_order_relaxed);
  });
  while (!done.load(std::memory_order_relaxed)) {
  }
  int seen = result;
  worker.join();
  (void)seen;
  return 0;
}
