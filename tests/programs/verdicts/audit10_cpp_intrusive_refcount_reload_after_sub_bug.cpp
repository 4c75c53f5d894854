// expect: data-race, memory-error
// algos: sdpor,pop,dc
// classes: 420
// time-limit: 10
// The reference-counting twin whose release decrements and then re-reads the count: two
// owners can both see 0 after their decrements and both delete the object.
#include <atomic>
#include <cassert>
#include <thread>
struct Blob {
  std::atomic<int> refs{3};
  int payload = 5;
};
static void release(Blob *b) {
  b->refs.fetch_sub(1, std::memory_order_acq_rel);
  if (b->refs.load() == 0) delete b;
}
static int sum = 0;
static std::atomic<int> reads{0};
int main() {
  Blob *b = new Blob;
  auto user = [b] {
    reads.fetch_add(b->payload);
    release(b);
  };
  std::thread t1(user), t2(user);
  sum = b->payload;
  release(b);
  t1.join();
  t2.join();
  assert(sum + reads.load() == 15);
  return 0;
}
