// expect: none
// Weak memory: complete since branch weak13 (branch weak12 gave the gap weak-memory for the
// acquire load of seq, which could read the writer's later store): reading the release store
// synchronises, and a try that saw an odd sequence loads no field, so the dependence that made
// it look like load buffering reverses (docs/memory_model.md, rule 2's synchronisation).
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// A seqlock done by the C++ rules: the data fields are relaxed atomics, the writer bumps
// the sequence to odd, writes, bumps to even (release fence/stores); the reader retries
// until it reads the same even sequence around its reads (acquire fence). The pair it
// returns is always consistent.
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<unsigned> seq{0};
std::atomic<int> x{0}, y{0};
void write(int v) {
  unsigned s = seq.load(std::memory_order_relaxed);
  seq.store(s + 1, std::memory_order_relaxed);
  std::atomic_thread_fence(std::memory_order_release);
  x.store(v, std::memory_order_relaxed);
  y.store(-v, std::memory_order_relaxed);
  seq.store(s + 2, std::memory_order_release);
}
void read(int& a, int& b) {
  for (;;) {
    unsigned s1 = seq.load(std::memory_order_acquire);
    if (s1 & 1) continue;
    a = x.load(std::memory_order_relaxed);
    b = y.load(std::memory_order_relaxed);
    std::atomic_thread_fence(std::memory_order_acquire);
    if (seq.load(std::memory_order_relaxed) == s1) return;
  }
}
int main() {
  std::thread w([] { write(5); });
  int a, b;
  read(a, b);
  assert(a == -b);
  w.join();
  return 0;
}
