// expect: none
// algos: sdpor,pop,dc
// classes: 18
// DFS does not finish; pop, sdpor and dc (--count-classes) agree on 18 classes. Until the
// runtime cleared reused thread stacks (runtime/fiber.h, fresh_stack) the unset field was
// leftover bytes of earlier executions, replays diverged, and pop explored 5 or 7.
// A consumer polls a helper that returns a struct by value; when nothing is there the
// value field is left unset (stack leftovers). Two producers, each under the mutex.
#include <cassert>
#include <mutex>
#include <thread>
struct Got { bool ok; int value; };
static std::mutex m;
static int slot, count;
static Got try_get() {
  Got g;
  std::lock_guard<std::mutex> guard(m);
  g.ok = count > 0;
  if (g.ok) { g.value = slot; --count; }
  return g;
}
static void put(int v) { std::lock_guard<std::mutex> guard(m); slot = v; ++count; }
int main() {
  std::thread a(put, 1), b(put, 2);
  int sum = 0;
  for (int i = 0; i < 2; i++) {
    Got g;
    while (!(g = try_get()).ok) {}
    sum += g.value;
  }
  a.join(); b.join();
  assert(sum >= 2 && sum <= 4);
  return 0;
}
