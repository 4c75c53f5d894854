// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// A plain histogram array filled concurrently through std::atomic_ref; read plainly after
// the joins.
#include <atomic>
#include <cassert>
#include <thread>
int histogram[3];
void count(const int* values, int n) {
  for (int i = 0; i < n; ++i) std::atomic_ref<int>(histogram[values[i]]).fetch_add(1, std::memory_order_relaxed);
}
int main() {
  const int a[] = {0, 1}, b[] = {1, 2};
  std::thread ta(count, a, 2), tb(count, b, 2);
  ta.join();
  tb.join();
  assert(histogram[0] == 1 && histogram[1] == 2 && histogram[2] == 1);
  return 0;
}
