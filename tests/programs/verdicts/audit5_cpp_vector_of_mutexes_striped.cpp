// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Lock striping: a std::vector<std::mutex> (constructed with its size: mutexes cannot
// move), bucket i guarded by mutex i % stripes.
#include <cassert>
#include <mutex>
#include <thread>
#include <vector>
constexpr int kBuckets = 4, kStripes = 2;
std::vector<std::mutex> locks(kStripes);
int buckets[kBuckets];
void bump(int key) {
  int b = key % kBuckets;
  std::lock_guard<std::mutex> g(locks[b % kStripes]);
  ++buckets[b];
}
int main() {
  std::thread a([] { bump(1); bump(2); }), c([] { bump(5); bump(3); });
  a.join();
  c.join();
  assert(buckets[1] == 2 && buckets[2] == 1 && buckets[3] == 1);
  return 0;
}
