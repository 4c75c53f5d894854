// expect: data-race
// Weak memory: complete since branch weak13 (branch weak12 gave the gap weak-memory for the
// acquire load of tail at line 21): reading the consumer's release store of tail orders the
// consumer's loads before the producer's next writes, which reverses the dependence that made
// it look like load buffering (docs/memory_model.md, rule 2's synchronisation).
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
