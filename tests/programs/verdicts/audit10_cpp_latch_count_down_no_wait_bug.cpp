// expect: assertion, data-race
// algos: sdpor,pop,dc
// classes: 3
// time-limit: 10
// (no -std flag on purpose, as its twin)
// The latch twin whose workers only count down (count_down instead of arrive_and_wait): a
// worker reads the neighbour's slot while the neighbour may still be writing it.
#include <cassert>
#include <latch>
#include <thread>
static int slot[2];
static int seen[2];
int main() {
  std::latch ready(2);
  auto work = [&](int me) {
    slot[me] = me + 10;
    ready.count_down();
    seen[me] = slot[1 - me];
  };
  std::thread a(work, 0), b(work, 1);
  a.join();
  b.join();
  assert(seen[0] == 11 && seen[1] == 10);
  return 0;
}
