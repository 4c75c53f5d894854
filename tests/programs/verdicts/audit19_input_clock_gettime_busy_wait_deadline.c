// expect: none
// classes: 2
// rf-classes: 2
// A worker that busy-waits on the monotonic clock until a 5 ms deadline passes, then
// publishes its result with a release store; main waits for it with acquire loads. The
// clock wait must end (real time passes), not count as a thread spinning for ever.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
static atomic_int ready;
static int result;

static long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

static void *worker(void *arg) {
  (void)arg;
  long deadline = now_ms() + 5;
  while (now_ms() < deadline)
    ;
  result = 42;
  atomic_store_explicit(&ready, 1, memory_order_release);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  while (!atomic_load_explicit(&ready, memory_order_acquire))
    ;
  assert(result == 42);
  pthread_join(t, 0);
  return 0;
}
