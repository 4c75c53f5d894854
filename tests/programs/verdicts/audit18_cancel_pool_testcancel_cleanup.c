// expect: none
// algos: sdpor,pop,dc
// time-limit: 10
// (sdpor, pop and dc: 572 executions; DFS did not finish in 10 s)
// Thread-pool shutdown by cancellation: two workers take jobs from a locked counter and call
// pthread_testcancel between jobs; each worker holds a "slot" (a counted resource) released by
// a cleanup handler, so whether a worker is cancelled at a testcancel or runs out of jobs, the
// slot count returns to zero. main cancels both, joins, and checks each result is either
// PTHREAD_CANCELED or the normal exit value.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int jobs = 3, done_jobs, slots_in_use;

static void release_slot(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  --slots_in_use;
  pthread_mutex_unlock(&m);
}

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  ++slots_in_use;
  pthread_mutex_unlock(&m);
  pthread_cleanup_push(release_slot, 0);
  for (;;) {
    pthread_testcancel();
    pthread_mutex_lock(&m);
    int have = jobs > 0;
    if (have) { --jobs; ++done_jobs; }
    pthread_mutex_unlock(&m);
    if (!have) break;
  }
  pthread_cleanup_pop(1);
  return (void *)1;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; ++i) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; ++i) pthread_cancel(t[i]);
  for (int i = 0; i < 2; ++i) {
    void *r;
    pthread_join(t[i], &r);
    assert(r == PTHREAD_CANCELED || r == (void *)1);
  }
  assert(slots_in_use == 0);
  assert(done_jobs + jobs == 3);
  return 0;
}
