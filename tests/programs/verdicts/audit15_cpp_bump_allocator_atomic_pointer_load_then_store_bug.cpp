// expect: data-race, assertion
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// The same arena, but claim() loads the pointer and stores it plus one in two steps: two
// threads can get the same slot and fill it at the same time.
#include <atomic>
#include <cassert>
#include <thread>
struct Slot {
  int owner;
  int payload;
};
Slot arena[3];
std::atomic<Slot*> next_free{arena};
void claim(int id) {
  Slot* mine = next_free.load();
  next_free.store(mine + 1);
  mine->owner = id;
  mine->payload = id * 10;
}
int main() {
  std::thread a(claim, 1), b(claim, 2), c(claim, 3);
  a.join();
  b.join();
  c.join();
  int owners = 0;
  for (const Slot& s : arena) {
    assert(s.payload == s.owner * 10);
    owners += s.owner;
  }
  assert(owners == 6);
  return 0;
}
