// expect: none
// algos: sdpor,pop,dc
// classes: 32
// flags: -std=c++20
// time-limit: 10
// A sleeping spinlock on std::atomic_flag (C++20): lock tries test_and_set and, when the
// flag is taken, blocks in flag.wait(true); unlock clears and wakes one waiter. Two
// threads increment a plain counter under it.
#include <atomic>
#include <cassert>
#include <thread>
class FlagLock {
  std::atomic_flag taken_;
 public:
  void lock() {
    while (taken_.test_and_set(std::memory_order_acquire)) taken_.wait(true, std::memory_order_relaxed);
  }
  void unlock() {
    taken_.clear(std::memory_order_release);
    taken_.notify_one();
  }
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
