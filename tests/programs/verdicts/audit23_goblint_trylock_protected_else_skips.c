// expect: none
// algos: pop,sdpor,dc,qpor,dfs
// goblint-regression style, trylock-based protection: a statistics counter is updated only
// when pthread_mutex_trylock succeeds; when the lock is busy the update is dropped (counted
// in a thread-local miss). The other thread updates under pthread_mutex_lock. Every access
// to the counter is under the mutex: no race; the counter ends 1 or 2. Natively (gcc -O2),
// 500 runs under taskset -c 0: exit 0 in 500.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static int hits;
static void *sampler(void *arg) {
  (void)arg;
  long missed = 0;
  if (pthread_mutex_trylock(&stats_lock) == 0) {
    hits++;
    pthread_mutex_unlock(&stats_lock);
  } else {
    missed++;
  }
  return (void *)missed;
}
static void *recorder(void *arg) {
  (void)arg;
  pthread_mutex_lock(&stats_lock);
  hits++;
  pthread_mutex_unlock(&stats_lock);
  return 0;
}
int main(void) {
  pthread_t a, b;
  void *missed;
  pthread_create(&a, 0, sampler, 0);
  pthread_create(&b, 0, recorder, 0);
  pthread_join(a, &missed);
  pthread_join(b, 0);
  assert(hits == 2 - (long)missed);
  return 0;
}
