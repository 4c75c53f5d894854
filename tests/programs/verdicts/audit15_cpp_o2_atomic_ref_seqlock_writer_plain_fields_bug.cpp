// expect: data-race
// complete: no
// Weak memory (branch weak12): INCOMPLETE, reason weak-memory: 2 atomic loads (first at audit15_cpp_o2_atomic_ref_seqlock_writer_plain_fields_bug.cpp:31, acquire, which could read a write its schedule ran later) could read
// another write under C11 than in the SC executions braid explores (docs/memory_model.md).
// flags: -std=c++20 -O2
// algos: sdpor,pop,dc
// (Not dfs: its unreduced enumeration of the library code's events exceeds the time limit;
// qpor is skipped where it refuses the program's atomics or primitives.)
// The same seqlock, but the writer stores the fields plainly (only the reader uses
// std::atomic_ref): the reader's atomic loads and the writer's plain stores of the same int
// are a data race (atomic_ref does not make the other side's accesses atomic).
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
  shared_pos.x = v;
  shared_pos.y = -v;
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
