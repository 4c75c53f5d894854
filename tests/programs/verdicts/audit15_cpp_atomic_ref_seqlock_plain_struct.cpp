// expect: none
// Weak memory: complete since branch weak13 (branch weak12 gave the gap weak-memory for the
// relaxed loads of the fields, which could read the writer's later stores). Reading them
// synchronises through the fences, and a try whose sequence load saw an odd value loads no
// field; a try that loads them after the first saw the even end of the write, which happens
// after the field stores (docs/memory_model.md, rule 2's synchronisation).
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// A seqlock over a plain struct whose fields both sides access through std::atomic_ref
// (relaxed) between the sequence accesses and fences: the writer makes the sequence odd,
// writes, makes it even; the reader retries until it saw the same even sequence around its
// copy. The copy is always a consistent pair.
#include <atomic>
#include <cassert>
#include <thread>
struct Position {
  int x = 0;
  int y = 0;
};
Position shared_pos;
std::atomic<unsigned> sequence{0};
void write_pos(int v) {
  const unsigned s = sequence.load(std::memory_order_relaxed);
  sequence.store(s + 1, std::memory_order_relaxed);
  std::atomic_thread_fence(std::memory_order_release);
  std::atomic_ref<int>(shared_pos.x).store(v, std::memory_order_relaxed);
  std::atomic_ref<int>(shared_pos.y).store(-v, std::memory_order_relaxed);
  sequence.store(s + 2, std::memory_order_release);
}
Position read_pos() {
  for (;;) {
    const unsigned before = sequence.load(std::memory_order_acquire);
    if (before & 1) continue;
    Position p;
    p.x = std::atomic_ref<int>(shared_pos.x).load(std::memory_order_relaxed);
    p.y = std::atomic_ref<int>(shared_pos.y).load(std::memory_order_relaxed);
    std::atomic_thread_fence(std::memory_order_acquire);
    if (sequence.load(std::memory_order_relaxed) == before) return p;
  }
}
int main() {
  std::thread writer([] { write_pos(4); });
  const Position p = read_pos();
  writer.join();
  assert(p.x == -p.y);
  return 0;
}
