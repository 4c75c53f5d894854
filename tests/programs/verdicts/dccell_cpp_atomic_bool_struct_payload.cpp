// expect: none
// algos: sdpor,pop,dc
// classes: 2
// rf-classes: 2
// C++: a payload struct assigned whole (one copy) and published by a std::atomic<bool>;
// the consumer reads it field by field through a reference.
#include <atomic>
#include <cassert>
#include <thread>
struct Payload {
  int x;
  int y;
};
Payload payload;
std::atomic<bool> ready{false};
static void produce() {
  Payload p{1, 2};
  payload = p;
  ready.store(true, std::memory_order_release);
}
static void consume() {
  if (ready.load(std::memory_order_acquire)) {
    const Payload& p = payload;
    assert(p.x == 1);
    assert(p.y == 2);
  }
}
int main() {
  std::thread a(produce), b(consume);
  a.join();
  b.join();
  return 0;
}
