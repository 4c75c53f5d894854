// expect: assertion
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit;
// not qpor: it refuses the program's primitives.)
// Producers push by load + store instead of a CAS: one push can overwrite the other's and
// the consumer never sees one message (it gives up after two drains and checks).
#include <atomic>
#include <cassert>
#include <thread>
struct Msg { int value; Msg* next; };
std::atomic<Msg*> top{nullptr};
void push(Msg* m) {
  m->next = top.load();
  top.store(m);  // not atomic with the load
}
int main() {
  Msg a{1, nullptr}, b{2, nullptr};
  std::thread p1([&] { push(&a); });
  std::thread p2([&] { push(&b); });
  p1.join();
  p2.join();
  int sum = 0;
  for (Msg* m = top.exchange(nullptr); m; m = m->next) sum += m->value;
  assert(sum == 3);
  return 0;
}
