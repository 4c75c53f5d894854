// expect: none
// algos: dfs,sdpor,pop,dc
// time-limit: 10
// classes: 124
// rf-classes: 124
// Two waiters on one condition variable, each for its own flag; main sets the flags one
// after the other and signals after each. The second waiter may register after the first
// signal, while the first waiter's wake-up may already run: both race with main's second
// signal and commute with each other (docs/algorithms.md, "Compatible schedule heads of one
// write: classic sleep-set entries").
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int first, second;

static void *wait_first(void *a) {
  (void)a;
  pthread_mutex_lock(&m);
  while (!first) pthread_cond_wait(&cv, &m);
  pthread_mutex_unlock(&m);
  return 0;
}

static void *wait_second(void *a) {
  (void)a;
  pthread_mutex_lock(&m);
  while (!second) pthread_cond_wait(&cv, &m);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, wait_first, 0);
  pthread_create(&b, 0, wait_second, 0);
  pthread_mutex_lock(&m);
  first = 1;
  pthread_mutex_unlock(&m);
  pthread_cond_broadcast(&cv);
  pthread_mutex_lock(&m);
  second = 1;
  pthread_mutex_unlock(&m);
  pthread_cond_broadcast(&cv);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(first && second);
  return 0;
}
