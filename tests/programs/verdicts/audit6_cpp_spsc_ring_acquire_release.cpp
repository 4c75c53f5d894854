// expect: none
// complete: no
// Weak memory (branch weak12): INCOMPLETE, reason weak-memory: 2 atomic loads (first at audit6_cpp_spsc_ring_acquire_release.cpp:21, acquire, which could read an older write) could read
// another write under C11 than in the SC executions braid explores (docs/memory_model.md).
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// A lock-free single-producer/single-consumer ring of 2 slots: the producer writes a slot
// then publishes head with release; the consumer reads head with acquire, takes the slot,
// then publishes tail with release. Three values pass through in order.
#include <atomic>
#include <cassert>
#include <cstddef>
#include <thread>
template <class T, size_t N>
class SpscRing {
 public:
  bool push(const T& v) {
    const size_t h = head_.load(std::memory_order_relaxed);
    if (h - tail_.load(std::memory_order_acquire) == N) return false;
    slots_[h % N] = v;
    head_.store(h + 1, std::memory_order_release);
    return true;
  }
  bool pop(T& out) {
    const size_t t = tail_.load(std::memory_order_relaxed);
    if (head_.load(std::memory_order_acquire) == t) return false;
    out = slots_[t % N];
    tail_.store(t + 1, std::memory_order_release);
    return true;
  }
 private:
  T slots_[N];
  std::atomic<size_t> head_{0}, tail_{0};
};
SpscRing<int, 2> ring;
int main() {
  std::thread producer([] {
    for (int v = 1; v <= 3; ++v)
      while (!ring.push(v)) std::this_thread::yield();
  });
  for (int want = 1; want <= 3; ++want) {
    int got;
    while (!ring.pop(got)) std::this_thread::yield();
    assert(got == want);
  }
  producer.join();
  return 0;
}
