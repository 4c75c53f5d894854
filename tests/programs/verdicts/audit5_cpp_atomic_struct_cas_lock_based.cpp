// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor where it refuses the program's primitives.)
// std::atomic of a 12-byte struct (not lock-free: libatomic's lock-based calls); two threads
// move one unit from x to y with a compare_exchange loop, the sum stays 10.
#include <atomic>
#include <cassert>
#include <thread>
struct Triple { int x, y, z; };
std::atomic<Triple> state{Triple{10, 0, 0}};
void move_one() {
  Triple cur = state.load();
  Triple next;
  do {
    next = cur;
    --next.x;
    ++next.y;
  } while (!state.compare_exchange_weak(cur, next));
}
int main() {
  std::thread a(move_one), b(move_one);
  Triple seen = state.load();
  assert(seen.x + seen.y + seen.z == 10);
  a.join();
  b.join();
  Triple end = state.load();
  assert(end.x == 8 && end.y == 2 && end.z == 0);
  return 0;
}
