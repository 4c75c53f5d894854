// expect: data-race, exit
// flags: -std=c++20
// (the lost update makes main return 1 (exit).)
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// One thread increments a plain array slot through std::atomic_ref, the other with a plain
// ++: the atomic_ref makes only its own accesses atomic.
#include <atomic>
#include <thread>
int slots[2];
int main() {
  std::thread a([] { std::atomic_ref<int>(slots[0]).fetch_add(1); });
  std::thread b([] { ++slots[0]; });
  a.join();
  b.join();
  return slots[0] == 2 ? 0 : 1;
}
