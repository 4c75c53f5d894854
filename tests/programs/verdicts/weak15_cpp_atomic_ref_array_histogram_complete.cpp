// algos: sdpor,pop,dc
// expect: none
// A histogram of plain ints updated through std::atomic_ref by two threads: each adds once to
// each cell, in its own order, with a relaxed fetch_add and the seq_cst operators (++ref,
// ref += n), dropping every result; main reads the cells after the joins. C11 lets the two
// increments of a cell (one of them relaxed) take either modification order against program
// order, but no thread sees a value an increment read and additions commute: main reads the
// same sums in every order. No weak behaviour is observable. Before weak15, atomic_ref's
// members were calls returning the value when the instrumentation decided "result used" (a
// false weak-memory gap, audit17_cpp_atomic_ref_counter_array.cpp); since weak15 the decision
// is taken on the optimised code, where they are inlined.
#include <atomic>
#include <cassert>
#include <thread>
int histogram[3];
void count(int first) {
  std::atomic_ref<int>(histogram[first]).fetch_add(1, std::memory_order_relaxed);
  std::atomic_ref<int> next(histogram[(first + 1) % 3]);
  ++next;
  std::atomic_ref<int> last(histogram[(first + 2) % 3]);
  last += 2;
}
int main() {
  std::thread a(count, 0), b(count, 1);
  a.join();
  b.join();
  assert(histogram[0] == 3 && histogram[1] == 2 && histogram[2] == 3);
  return 0;
}
