// expect: none
// algos: pop,sdpor,dc
// A std::atomic<bool> stop flag read with memory_order_relaxed in a worker loop; the worker
// counts its own iterations in a local and publishes the count only through the thread's
// end (main reads it after join). The relaxed loads need no ordering: nothing is read
// through the flag, and join synchronizes. The flag is set once by main, so the loop ends in
// every fair execution. Natively 300 of 300 runs ended.
#include <atomic>
#include <cassert>
#include <thread>

int main() {
  std::atomic<bool> stop{false};
  int rounds = 0;
  std::thread worker([&] {
    int n = 0;
    while (!stop.load(std::memory_order_relaxed)) {
      ++n;
      if (n == 3) break;  // a bounded amount of work: the loop stops by itself too
    }
    rounds = n;
  });
  stop.store(true, std::memory_order_relaxed);
  worker.join();
  assert(rounds >= 0 && rounds <= 3);
  return 0;
}
