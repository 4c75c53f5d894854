// expect: data-race
// complete: no
// Weak memory (branch weak12): INCOMPLETE, reason weak-memory: 1 atomic load (first at audit6_cpp_spsc_ring_relaxed_publish_bug.cpp:20, acquire, which could read a write its schedule ran later) could read
// another write under C11 than in the SC executions braid explores (docs/memory_model.md).
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// The same ring, but head is published with memory_order_relaxed: the consumer's read of
// the slot is not ordered after the producer's write (a data race under the C++ model).
#include <atomic>
#include <cassert>
#include <cstddef>
#include <thread>
constexpr size_t N = 2;
int slots[N];
std::atomic<size_t> head{0}, tail{0};
bool push(int v) {
  const size_t h = head.load(std::memory_order_relaxed);
  if (h - tail.load(std::memory_order_acquire) == N) return false;
  slots[h % N] = v;
  head.store(h + 1, std::memory_order_relaxed);  // should be release
  return true;
}
bool pop(int& out) {
  const size_t t = tail.load(std::memory_order_relaxed);
  if (head.load(std::memory_order_acquire) == t) return false;
  out = slots[t % N];
  tail.store(t + 1, std::memory_order_release);
  return true;
}
int main() {
  std::thread producer([] {
    for (int v = 1; v <= 2; ++v)
      while (!push(v)) {}
  });
  for (int want = 1; want <= 2; ++want) {
    int got;
    while (!pop(got)) {}
    (void)got;
  }
  producer.join();
  return 0;
}
