// expect: none
// complete: no
// A retry loop around a timed wait, `while (!ready) pthread_cond_timedwait(...)`, that
// ignores the result: correct (it waits until ready whatever the timeouts). Its first wait
// may time out early; the next one, past the thread's one early timeout
// (--early-timeouts=1, the default), waits for the signal, so the verdict is "complete up to
// 1 early timeout per thread" (reason early-timeout-bound), not plain complete: braid does
// not recognise that one more early timeout would only lead back to the same loop test
// (docs/runtime.md, "Condition variables"). Before issue 12 it said "complete".
#include <assert.h>
#include <pthread.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int ready, value;

static void *producer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  value = 42;
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t p;
  pthread_create(&p, NULL, producer, NULL);
  pthread_mutex_lock(&m);
  while (!ready) {
    struct timespec deadline;
    clock_gettime(CLOCK_MONOTONIC, &deadline);
    deadline.tv_sec += 1;
    pthread_cond_timedwait(&c, &m, &deadline);
  }
  assert(value == 42);
  pthread_mutex_unlock(&m);
  pthread_join(p, NULL);
  return 0;
}
