// expect: data-race
// flags: -std=c++20
// The flag is set and tested with memory_order_relaxed: no happens-before, so the read of
// result races with the write.
#include <atomic>
#include <thread>
std::atomic_flag done;
int result;
int main() {
  std::thread w([] {
    result = 99;
    done.test_and_set(std::memory_order_relaxed);
  });
  while (!done.test(std::memory_order_relaxed)) std::this_thread::yield();
  int r = result;
  w.join();
  (void)(r == 99);  // what the race leads to is not checked here
  return 0;
}
