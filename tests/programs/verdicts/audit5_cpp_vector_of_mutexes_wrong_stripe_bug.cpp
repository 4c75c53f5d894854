// expect: data-race
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Lock striping with the wrong index: the mutex is picked by the key instead of the bucket,
// so keys 1 and 5 (one bucket) take different mutexes.
#include <mutex>
#include <thread>
#include <vector>
constexpr int kBuckets = 4, kStripes = 2;
std::vector<std::mutex> locks(kStripes * 4);
int buckets[kBuckets];
void bump(int key) {
  int b = key % kBuckets;
  std::lock_guard<std::mutex> g(locks[key % (kStripes * 4)]);
  ++buckets[b];
}
int main() {
  std::thread a([] { bump(1); }), c([] { bump(5); });
  a.join();
  c.join();
  (void)(buckets[1] == 2);  // what the race leads to is not checked here
  return 0;
}
