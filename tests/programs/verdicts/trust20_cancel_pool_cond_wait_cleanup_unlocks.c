// expect: none
// algos: sdpor,pop,dc
// classes: 71
// rf-classes: 71
// (DFS left out: it did not finish in 60 s, 2.1 million executions, 58 classes seen; sdpor, pop and dc agree on 71)
// A pool of two workers waits on a condition variable for a task; main queues one, then at
// shutdown cancels both and joins them. A request that lands while a worker waits wakes it
// (POSIX): the worker re-acquires the mutex, then its cleanup handler unlocks it, so main
// can take the mutex after the joins; the task was run once or is still queued, and every
// worker that did not run it was cancelled (branch trust20; before: `unsupported` at the
// request).
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int queued, done;
static void unlock_it(void *p) { pthread_mutex_unlock(p); }
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  pthread_cleanup_push(unlock_it, &m);
  while (queued == 0) pthread_cond_wait(&c, &m);
  queued--;
  done++;
  pthread_cleanup_pop(1);
  return 0;
}
int main(void) {
  pthread_t w[2];
  for (int i = 0; i < 2; i++) pthread_create(&w[i], 0, worker, 0);
  pthread_mutex_lock(&m);
  queued = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  for (int i = 0; i < 2; i++) pthread_cancel(w[i]);
  int cancelled = 0;
  for (int i = 0; i < 2; i++) {
    void *r;
    pthread_join(w[i], &r);
    cancelled += r == PTHREAD_CANCELED;
  }
  pthread_mutex_lock(&m);
  assert(done + queued == 1);
  assert(cancelled + done == 2);
  pthread_mutex_unlock(&m);
  return 0;
}
