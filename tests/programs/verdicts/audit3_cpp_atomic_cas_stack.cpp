// expect: none
// algos: sdpor,pop,dc
// A lock-free stack push with std::atomic<Node*>::compare_exchange_weak in a retry loop; nodes
// are freed only after the threads are joined.
#include <atomic>
#include <cassert>
#include <thread>
struct Node { int v; Node *next; };
std::atomic<Node *> top{nullptr};
void push(Node *n) {
  n->next = top.load(std::memory_order_relaxed);
  while (!top.compare_exchange_weak(n->next, n, std::memory_order_release, std::memory_order_relaxed)) {
  }
}
int main() {
  Node a{1, nullptr}, b{2, nullptr}, c{3, nullptr};
  std::thread t1([&] { push(&a); });
  std::thread t2([&] { push(&b); });
  push(&c);
  t1.join();
  t2.join();
  int sum = 0, n = 0;
  for (Node *p = top.load(); p; p = p->next) { sum += p->v; ++n; }
  assert(sum == 6 && n == 3);
}
