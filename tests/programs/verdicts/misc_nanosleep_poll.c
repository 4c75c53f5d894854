// expect: none
// A poller that sleeps with nanosleep and sched_yield between looks at an atomic flag.
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <time.h>
#include <assert.h>
atomic_int ready;
int payload;
void *producer(void *arg) { payload = 42; atomic_store_explicit(&ready, 1, memory_order_release); return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  struct timespec nap = {0, 1000};
  while (!atomic_load_explicit(&ready, memory_order_acquire)) {
    nanosleep(&nap, 0);
    sched_yield();
  }
  assert(payload == 42);
  pthread_join(t, 0);
  return 0;
}
