// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// A multi-producer/single-consumer intrusive stack: producers push with a CAS loop
// (release), the consumer drains with exchange(nullptr, acquire) until it has seen both.
#include <atomic>
#include <cassert>
#include <thread>
struct Msg { int value; Msg* next; };
std::atomic<Msg*> top{nullptr};
void push(Msg* m) {
  m->next = top.load(std::memory_order_relaxed);
  while (!top.compare_exchange_weak(m->next, m, std::memory_order_release, std::memory_order_relaxed)) {}
}
int main() {
  Msg a{1, nullptr}, b{2, nullptr};
  std::thread p1([&] { push(&a); });
  std::thread p2([&] { push(&b); });
  int sum = 0, seen = 0;
  while (seen < 2) {
    for (Msg* m = top.exchange(nullptr, std::memory_order_acquire); m; m = m->next) {
      sum += m->value;
      ++seen;
    }
  }
  p1.join();
  p2.join();
  assert(sum == 3);
  return 0;
}
