// expect: none
// algos: sdpor,pop,dc
// classes: 1
// time-limit: 10
// (no -std flag on purpose: braid takes a file that needs C++20 as C++20, with a warning)
// Two workers each fill their own slot, meet at a std::latch with arrive_and_wait, then read
// the neighbour's slot: the latch orders every write before every read.
#include <cassert>
#include <latch>
#include <thread>
static int slot[2];
static int seen[2];
int main() {
  std::latch ready(2);
  auto work = [&](int me) {
    slot[me] = me + 10;
    ready.arrive_and_wait();
    seen[me] = slot[1 - me];
  };
  std::thread a(work, 0), b(work, 1);
  a.join();
  b.join();
  assert(seen[0] == 11 && seen[1] == 10);
  return 0;
}
