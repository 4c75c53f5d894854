// expect: deadlock
// algos: sdpor,pop,dc
// A std::condition_variable wait whose re-lock (inside `ready.wait(lk)`, a call with no mutex
// argument) blocks: the notifier keeps `state` locked and then waits for `log_lock`, which
// the woken waiter holds while it waits: once woken, the waiter needs `state` back and the
// notifier needs `log_lock`. The deadlock names `state` and `log_lock` (docs/runtime.md, trust32).
// Natively (g++ -O2) 97 of 100 runs hung.
#include <condition_variable>
#include <mutex>
#include <thread>

static std::mutex state;
static std::mutex log_lock;
static std::condition_variable ready;
static bool go;

int main() {
  std::thread waiter([] {
    std::lock_guard<std::mutex> logging(log_lock);
    std::unique_lock<std::mutex> lk(state);
    while (!go) ready.wait(lk);
  });
  std::thread notifier([] {
    std::lock_guard<std::mutex> g(state);
    go = true;
    ready.notify_one();
    std::lock_guard<std::mutex> logging(log_lock);  // the waiter holds it: deadlock once it waits
  });
  waiter.join();
  notifier.join();
  return 0;
}
