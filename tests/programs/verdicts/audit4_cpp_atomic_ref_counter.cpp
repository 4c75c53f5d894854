// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// flags: -std=c++20
// C++20 std::atomic_ref over a plain int: two threads increment through it, main reads the
// int plainly after joining.
#include <atomic>
#include <cassert>
#include <thread>
int hits;
int main() {
  auto bump = [] {
    std::atomic_ref<int> r(hits);
    r.fetch_add(1);
    r.fetch_add(1);
  };
  std::thread a(bump), b(bump);
  a.join();
  b.join();
  assert(hits == 4);
  return 0;
}
