// expect: none
// A C++ statistics class with std::atomic<int> members updated with
// std::memory_order_relaxed from member functions (the usual "stats counters" idiom), by
// two threads that both count a hit, then a miss; the owner reads the totals after joining
// both. Joins order every update before the reads: exact totals under the C++ memory model
// as under SC. Complete. (Counting in opposite orders keeps a gap that is false:
// docs/memory_model.md, weak14.)
#include <atomic>
#include <cassert>
#include <pthread.h>
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
static Stats stats;
static void *count_one(void *) {
  stats.hit();
  stats.miss();
  return nullptr;
}
int main() {
  pthread_t a, b;
  pthread_create(&a, nullptr, count_one, nullptr);
  pthread_create(&b, nullptr, count_one, nullptr);
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  assert(stats.hits() == 2);
  assert(stats.misses() == 2);
  return 0;
}
