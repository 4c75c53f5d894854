// expect: none
// algos: sdpor,pop,dc
// classes: 25
// time-limit: 10
// A Treiber stack over a fixed node pool, its top a 64-bit word packing (version << 32 | index)
// so that a node popped and pushed back between another thread's read and CAS changes the word.
// Stack A->B->C; one thread pops once, the other pops twice and pushes its first node back.
#include <atomic>
#include <cassert>
#include <cstdint>
#include <thread>
constexpr std::uint32_t kNil = 0xffffffffu;
struct Node { std::atomic<std::uint32_t> next; };  // atomic: a popper may read it while a pusher sets it
static Node pool[3] = {{1}, {2}, {kNil}};
static std::atomic<std::uint64_t> top{0};  // version 0, index 0 (A)
static std::uint32_t index_of(std::uint64_t w) { return static_cast<std::uint32_t>(w); }
static std::uint64_t make(std::uint64_t version, std::uint32_t index) { return (version << 32) | index; }
static std::uint32_t pop() {
  std::uint64_t old = top.load();
  while (index_of(old) != kNil) {
    std::uint32_t next = pool[index_of(old)].next;
    if (top.compare_exchange_weak(old, make((old >> 32) + 1, next))) return index_of(old);
  }
  return kNil;
}
static void push(std::uint32_t n) {
  std::uint64_t old = top.load();
  do {
    pool[n].next = index_of(old);
  } while (!top.compare_exchange_weak(old, make((old >> 32) + 1, n)));
}
static std::uint32_t got_a, got_b1, got_b2;
int main() {
  std::thread a([] { got_a = pop(); });
  std::thread b([] {
    got_b1 = pop();
    got_b2 = pop();
    push(got_b1);
  });
  a.join();
  b.join();
  // One node is left on the stack, none of the ones still held (a may pop the node b pushed back).
  std::uint32_t left = index_of(top.load());
  assert(left != kNil && pool[left].next == kNil);
  assert(left != got_a && left != got_b2 && got_a != got_b2);
  return 0;
}
