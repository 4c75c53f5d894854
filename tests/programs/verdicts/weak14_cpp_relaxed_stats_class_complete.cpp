// expect: none
// A C++ statistics class with std::atomic<int> members updated with
// std::memory_order_relaxed from member functions (the usual "stats counters" idiom), by
// two threads that both count a hit, then a miss; the owner reads the totals after joining
// both. Joins order every update before the reads: exact totals under the C++ memory model
// as under SC. Complete. (Counting in opposite orders keeps a gap:
// weak14_cpp_relaxed_stats_cross_order_gap.cpp.)
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
    stats.hit();
    stats.miss();
  });
  a.join();
  b.join();
  assert(stats.hits() == 2);
  assert(stats.misses() == 2);
  return 0;
}
