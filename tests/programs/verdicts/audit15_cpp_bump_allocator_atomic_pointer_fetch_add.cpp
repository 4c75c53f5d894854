// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// classes: 6
// An arena hands out slots by bumping a std::atomic<Slot*> with fetch_add(1): each of three
// threads gets a slot of its own and fills it; main reads every slot after the joins.
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
  Slot* mine = next_free.fetch_add(1);
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
