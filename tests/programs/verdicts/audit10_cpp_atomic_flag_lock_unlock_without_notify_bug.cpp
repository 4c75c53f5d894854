// expect: deadlock
// algos: sdpor,pop,dc
// classes: 6
// flags: -std=c++20
// time-limit: 10
// The atomic_flag sleeping-lock twin whose unlock clears the flag but never notifies: a
// thread already blocked in wait(true) is never woken (std::atomic_flag::wait returns only
// after a notify), so its join never returns.
#include <atomic>
#include <cassert>
#include <thread>
class FlagLock {
  std::atomic_flag taken_;
 public:
  void lock() {
    while (taken_.test_and_set(std::memory_order_acquire)) taken_.wait(true, std::memory_order_relaxed);
  }
  void unlock() { taken_.clear(std::memory_order_release); }
};
static FlagLock lock;
static int counter = 0;
int main() {
  auto work = [] {
    lock.lock();
    counter++;
    lock.unlock();
  };
  std::thread a(work), b(work);
  a.join();
  b.join();
  assert(counter == 2);
  return 0;
}
