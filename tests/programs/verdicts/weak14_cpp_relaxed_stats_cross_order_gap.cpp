// expect: none
// complete: no
// weak-first-load: 17
// The statistics class of weak14_cpp_relaxed_stats_class_complete.cpp with the two threads
// counting in opposite orders (2+2W with fetch_add). The program is correct under C++ (the
// totals are exact in every order), and the C version of the shape is complete
// (weak14_counters_cross_order_joined_complete.c), but here the gap stays, towards the gap:
// when braid's instrumentation runs, std::atomic<int>::fetch_add is still a call to the
// library's function, which returns the value it read, so the increments' results count as
// used and their reads in the reversed order count as other writes read
// (docs/memory_model.md, weak14, rule 3 and the reads of read-modify-writes).
#include <atomic>
#include <cassert>
#include <thread>
class Stats {
 public:
  void hit() { hits_.fetch_add(1, std::memory_order_relaxed); }
  void miss() { misses_.fetch_add(1, std::memory_order_relaxed); }
  int hits() const { return hits_.load(std::memory_order_relaxed); }
  int misses() const { return misses_.load(std::memory_order_relaxed); }

 private:
  std::atomic<int> hits_{0};
  std::atomic<int> misses_{0};
};
int main() {
  Stats stats;
  std::thread a([&] {
    stats.hit();
    stats.miss();
  });
  std::thread b([&] {
    stats.miss();
    stats.hit();
  });
  a.join();
  b.join();
  assert(stats.hits() == 2);
  assert(stats.misses() == 2);
  return 0;
}
