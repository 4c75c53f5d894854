// expect: none
// algos: sdpor,pop,dc
// classes: 42
// rf-classes: 42
// (DFS left out: it did not finish in 100 s; sdpor, pop and dc agree on 42)
// Two workers wait on one condition variable for a token; main queues two and wakes both
// with a broadcast, then cancels the first. The request finds the first worker before its
// wait (acted on at the wait's entry), inside it before its wake-up (a woken wait: it takes
// nothing), after it (pending until the worker ends: it has no later cancellation point),
// or ended. The second worker always takes a token; the cleanup handler releases the mutex
// the woken wait re-acquired. DC-DPOR's dead-call search models a request that wakes a wait
// a broadcast already woke (docs/algorithms.md, "dc17").
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int tokens, taken;
static void unlock_it(void *p) { pthread_mutex_unlock(p); }
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  pthread_cleanup_push(unlock_it, &m);
  while (tokens == 0) pthread_cond_wait(&c, &m);
  tokens--;
  taken++;
  pthread_cleanup_pop(1);
  return 0;
}
int main(void) {
  pthread_t w[2];
  for (int i = 0; i < 2; i++) pthread_create(&w[i], 0, worker, 0);
  pthread_mutex_lock(&m);
  tokens = 2;
  pthread_cond_broadcast(&c);
  pthread_mutex_unlock(&m);
  pthread_cancel(w[0]);
  for (int i = 0; i < 2; i++) pthread_join(w[i], 0);
  pthread_mutex_lock(&m);
  assert(taken + tokens == 2 && taken >= 1);
  pthread_mutex_unlock(&m);
  return 0;
}
