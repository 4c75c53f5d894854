// expect: none
// complete: no
// A C++ two-party handshake written with release stores and acquire loads: each side
// announces itself, then checks whether the other already did, and the side that sees the
// other absent takes the role of leader. This is the store-buffering shape: release/acquire
// does not order a store before a later load of another variable, so under C++ both sides
// can see the other absent and both lead. SC interleavings never do: gap weak-memory at the
// load of the other side's flag (named inside <atomic> when std::atomic::load is not inlined:
// docs/memory_model.md, "Approximations").
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<bool> here[2];
std::atomic<int> leaders{0};
void side(int me) {
  here[me].store(true, std::memory_order_release);
  if (!here[1 - me].load(std::memory_order_acquire)) leaders.fetch_add(1, std::memory_order_relaxed);
}
int main() {
  std::thread a(side, 0), b(side, 1);
  a.join();
  b.join();
  assert(leaders.load() <= 1);
  return 0;
}
