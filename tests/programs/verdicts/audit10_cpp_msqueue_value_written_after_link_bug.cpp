// expect: assertion, data-race
// algos: sdpor,pop,dc
// classes: 180
// time-limit: 10
// The Michael-Scott queue twin whose enqueue writes the node's value after linking it: the
// dequeuer can read the value of a linked node before it is written (a data race).
#include <atomic>
#include <cassert>
#include <thread>
struct Node {
  int value;
  std::atomic<Node *> next{nullptr};
};
static Node nodes[3];
static std::atomic<Node *> head{&nodes[0]}, tail{&nodes[0]};
static void enqueue(Node *n, int v) {
  for (;;) {
    Node *last = tail.load();
    Node *next = last->next.load();
    if (next == nullptr) {
      if (last->next.compare_exchange_strong(next, n)) {
        n->value = v;
        tail.compare_exchange_strong(last, n);
        return;
      }
    } else {
      tail.compare_exchange_strong(last, next);
    }
  }
}
static bool dequeue(int *out) {
  for (;;) {
    Node *first = head.load();
    Node *last = tail.load();
    Node *next = first->next.load();
    if (first == last) {
      if (next == nullptr) return false;
      tail.compare_exchange_strong(last, next);
    } else {
      int v = next->value;
      if (head.compare_exchange_strong(first, next)) {
        *out = v;
        return true;
      }
    }
  }
}
int main() {
  std::thread p1([] { enqueue(&nodes[1], 1); });
  std::thread p2([] { enqueue(&nodes[2], 2); });
  int v, sum = 0;
  if (dequeue(&v)) sum += v;
  p1.join();
  p2.join();
  while (dequeue(&v)) sum += v;
  assert(sum == 3);
  return 0;
}
