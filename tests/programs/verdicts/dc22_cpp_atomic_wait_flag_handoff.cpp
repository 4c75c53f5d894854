// expect: none
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: libstdc++'s waiter pool makes it run for minutes unreduced; sdpor 9 classes.)
// rf-classes: 9
// A std::atomic<int> flag hands a value over from one pthread to another: the producer
// writes `payload`, stores 1 into the flag and notify_one()s; the consumer wait(0)s until
// the flag is not 0 and reads the payload. atomic::wait / notify_one are libstdc++'s futex
// waits (a FUTEX_WAIT on the flag's word, a FUTEX_WAKE). DC-DPOR explores the futex word
// natively (docs/algorithms.md, "dc22").
#include <assert.h>
#include <atomic>
#include <pthread.h>
static std::atomic<int> flag{0};
static int payload;
static void* producer(void*) {
  payload = 42;
  flag.store(1);
  flag.notify_one();
  return nullptr;
}
static void* consumer(void*) {
  flag.wait(0);
  assert(payload == 42);
  return nullptr;
}
int main() {
  pthread_t p, c;
  pthread_create(&c, nullptr, consumer, nullptr);
  pthread_create(&p, nullptr, producer, nullptr);
  pthread_join(p, nullptr);
  pthread_join(c, nullptr);
  return 0;
}
