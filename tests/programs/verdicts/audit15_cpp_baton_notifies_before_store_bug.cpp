// expect: deadlock
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// The Baton's post() wakes first and stores after: a waiter that checked the state before the
// store and blocks after the notify is never woken again (the store does not notify).
#include <atomic>
#include <cassert>
#include <thread>
class Baton {
 public:
  void post() {
    state_.notify_one();
    state_.store(1, std::memory_order_release);
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
