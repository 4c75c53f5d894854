// expect: assertion
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// std::atomic of a 12-byte struct updated by load, modify, store (not one atomic step):
// an update is lost.
#include <atomic>
#include <cassert>
#include <thread>
struct Stats { int count, sum, max; };
std::atomic<Stats> stats{Stats{0, 0, 0}};
void record(int v) {
  Stats s = stats.load();
  ++s.count;
  s.sum += v;
  if (v > s.max) s.max = v;
  stats.store(s);
}
int main() {
  std::thread a(record, 3), b(record, 4);
  a.join();
  b.join();
  assert(stats.load().count == 2);
  return 0;
}
