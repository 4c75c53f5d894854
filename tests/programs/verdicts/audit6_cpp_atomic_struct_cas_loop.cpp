// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// std::atomic of a two-field struct updated with a compare_exchange_weak loop: both
// updates land, the pair stays consistent.
#include <atomic>
#include <cassert>
#include <thread>
struct Range { int lo, hi; };
std::atomic<Range> range{Range{5, 5}};
void widen(int v) {
  Range cur = range.load();
  Range next;
  do {
    next = cur;
    if (v < next.lo) next.lo = v;
    if (v > next.hi) next.hi = v;
  } while (!range.compare_exchange_weak(cur, next));
}
int main() {
  std::thread a(widen, 1), b(widen, 9);
  a.join();
  b.join();
  Range r = range.load();
  assert(r.lo == 1 && r.hi == 9);
  return 0;
}
