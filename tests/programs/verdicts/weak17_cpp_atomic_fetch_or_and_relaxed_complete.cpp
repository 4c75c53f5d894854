// expect: none
// algos: pop,sdpor,dc
// A C++ permission table in two std::atomic<int> words updated with the member functions
// fetch_or and fetch_and, memory_order_relaxed, results unused: each of two threads grants
// two bits of `granted` (fetch_or) and revokes two bits of `revoked_from` (fetch_and; the
// word starts at 0xff), alternating between the words. One word sees only ORs, the other
// only ANDs: within each word the operations commute, so whichever modification order C11
// gives the two threads' operations of one word, each thread's second operation of a word
// reads the same value after its own first one, and main, after the joins, reads 0xf and
// 0x0f. Complete; before weak17 a false "INCOMPLETE (weak memory)" (docs/memory_model.md,
// weak17). libstdc++'s fetch_or / fetch_and are calls when braid's pass runs; "result
// unused" is decided after inlining (weak15). Checked natively (g++ -O2).
#include <atomic>
#include <cassert>
#include <thread>
static std::atomic<int> granted{0};
static std::atomic<int> revoked_from{0xff};
static void update(int first_bit) {
  for (int round = 0; round < 2; ++round) {
    const int bit = 1 << (first_bit + round);
    granted.fetch_or(bit, std::memory_order_relaxed);
    revoked_from.fetch_and(~(bit << 4), std::memory_order_relaxed);
  }
}
int main() {
  std::thread a(update, 0);
  std::thread b(update, 2);
  a.join();
  b.join();
  assert(granted.load(std::memory_order_relaxed) == 0xf);
  assert(revoked_from.load(std::memory_order_relaxed) == 0x0f);
  return 0;
}
