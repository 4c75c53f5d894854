// expect: none
// algos: dfs,sdpor,pop,dc
// rf-classes: 2
// A worker fills its slot of a reserved std::vector<int> (a 4-byte store through data())
// and counts it in an atomic; main fills another slot, reads the count early, joins and
// sums. The buffer is freed by libstdc++'s allocator (in <bits/new_allocator.h>) when main
// returns: a free of 16 bytes over slots accessed by 4 bytes. dc explores it natively.
#include <atomic>
#include <cassert>
#include <thread>
#include <vector>
std::atomic<int> filled{0};
int main() {
  std::vector<int> v;
  v.reserve(4);
  for (int i = 0; i < 4; ++i) v.push_back(0);
  int* slots = v.data();
  std::thread a([slots] { slots[0] = 1; filled.fetch_add(1); });
  slots[3] = 2;
  int early = filled.load();
  a.join();
  assert(early == 0 || early == 1);
  assert(slots[0] + slots[3] == 3 && filled.load() == 1);
  return 0;
}
