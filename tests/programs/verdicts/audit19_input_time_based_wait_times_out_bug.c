// expect: assertion
// classes: 5
// rf-classes: 5
// BUG: a waiter polls a ready flag but gives up after 3 ms by the clock and then asserts
// that the data arrived: the producer can be slower than that (it is descheduled), so the
// timeout path is real. (The clock braid gives advances 1 ms per query.)
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
static atomic_int ready;

static long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

static void *producer(void *arg) {
  (void)arg;
  atomic_store(&ready, 1);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  long start = now_ms();
  int timed_out = 0;
  while (!atomic_load(&ready)) {
    if (now_ms() - start > 3) { timed_out = 1; break; }
  }
  assert(!timed_out);
  pthread_join(t, 0);
  return 0;
}
