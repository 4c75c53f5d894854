// expect: none
// complete: no
// Weak memory (branch weak12): INCOMPLETE, reason weak-memory: 1 atomic load (first at atomic_base.h:597, acquire, which could read an older write) could read
// another write under C11 than in the SC executions braid explores (docs/memory_model.md).
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// A folly-style Baton on std::atomic<unsigned>::wait/notify_one: post() stores the state, then
// wakes the waiter; wait() blocks only while the state is still 0. The payload written before
// post() is visible after wait().
#include <atomic>
#include <cassert>
#include <thread>
class Baton {
 public:
  void post() {
    state_.store(1, std::memory_order_release);
    state_.notify_one();
  }
  void wait() {
    while (state_.load(std::memory_order_acquire) == 0) state_.wait(0, std::memory_order_acquire);
  }
 private:
  std::atomic<unsigned> state_{0};
};
int result;
int main() {
  Baton done;
  std::thread worker([&] {
    result = 42;
    done.post();
  });
  done.wait();
  assert(result == 42);
  worker.join();
  return 0;
}
