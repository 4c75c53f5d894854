// expect: assertion
// A poller sleeps with clock_nanosleep (absolute deadline) between looks at a flag, but the
// producer raises the flag before it writes the payload.
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
#include <assert.h>
atomic_int ready, payload;
void *producer(void *arg) { atomic_store(&ready, 1); atomic_store(&payload, 42); return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  struct timespec wake = {0, 0};
  while (!atomic_load(&ready)) clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &wake, 0);
  assert(atomic_load(&payload) == 42);
  pthread_join(t, 0);
  return 0;
}
