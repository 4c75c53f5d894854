// expect: assertion
// algos: sdpor,pop,dc
// classes: 25
// time-limit: 10
// The Treiber-stack twin whose top is the bare node index (no version): thread a reads top A
// and next B, thread b pops A and B and pushes A back, and a's CAS succeeds, installing B,
// a node b still holds.
#include <atomic>
#include <cassert>
#include <cstdint>
#include <thread>
constexpr std::uint32_t kNil = 0xffffffffu;
struct Node { std::atomic<std::uint32_t> next; };  // atomic: a popper may read it while a pusher sets it
static Node pool[3] = {{1}, {2}, {kNil}};
static std::atomic<std::uint64_t> top{0};
static std::uint32_t index_of(std::uint64_t w) { return static_cast<std::uint32_t>(w); }
static std::uint64_t make(std::uint64_t, std::uint32_t index) { return index; }
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
  std::uint32_t left = index_of(top.load());
  assert(left != kNil && pool[left].next == kNil);
  assert(left != got_a && left != got_b2 && got_a != got_b2);
  return 0;
}
