// expect: none
// algos: sdpor,pop,dc
// classes: 12
// time-limit: 10
// Intrusive reference counting: a heap object starts with three references (main and two
// workers); each owner reads the payload and releases, and the owner whose fetch_sub takes
// the count from 1 to 0 deletes the object.
#include <atomic>
#include <cassert>
#include <thread>
struct Blob {
  std::atomic<int> refs{3};
  int payload = 5;
};
static void release(Blob *b) {
  if (b->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) delete b;
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
