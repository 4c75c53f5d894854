// expect: data-race
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// The reader takes a shared_lock and uses operator[] to read: operator[] inserts a missing
// key, so two "readers" modify the map concurrently (the race is inside std::map, reported
// at the reader's call).
#include <map>
#include <mutex>
#include <shared_mutex>
#include <thread>
std::shared_mutex m;
std::map<int, int> hits;
int read_hits(int key) {
  std::shared_lock lk(m);
  return hits[key];  // inserts when absent
}
int main() {
  std::thread a([] { (void)read_hits(1); });
  std::thread b([] { (void)read_hits(2); });
  a.join();
  b.join();
  return 0;
}
