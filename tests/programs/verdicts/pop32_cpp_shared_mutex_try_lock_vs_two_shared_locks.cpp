// expect: none
// algos: sdpor,pop
// classes: 18
// Two std::shared_lock readers and a thread whose try_lock() may fail while they overlap
// (18 classes: sdpor's count; DFS takes minutes). The failed try moved before the first
// reader's lock_shared() with the second one still holding the lock fails there too: the first
// reader sleeps until the lock is written (branch pop32). Each reader's thread writes its
// closure before lock_shared(), so pop22's sleeping reader (a read lock that is its thread's
// next event at the unlock's node) does not apply: 20 runs (docs/algorithms.md, pop32).
#include <mutex>
#include <shared_mutex>
#include <thread>

std::shared_mutex guard;
int value;

int main() {
  int seen1 = -1, seen2 = -1;
  std::thread reader1([&seen1] {
    std::shared_lock<std::shared_mutex> lock(guard);
    seen1 = value;
  });
  std::thread try_writer([] {
    if (guard.try_lock()) {
      value = 2;
      guard.unlock();
    }
  });
  std::thread reader2([&seen2] {
    std::shared_lock<std::shared_mutex> lock(guard);
    seen2 = value;
  });
  reader1.join();
  try_writer.join();
  reader2.join();
  return seen1 == 7 || seen2 == 7;
}
