// expect: none
// algos: sdpor,pop,dc
// classes: 62
// One timed wait whose result decides the path: on ETIMEDOUT the waiter gives up and counts a
// miss (the flag may still be set later); on 0 the flag must be set. Two waiters, one
// broadcast.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready, misses, hits;
void *waiter(void *arg) {
  struct timespec deadline = {0, 0};
  pthread_mutex_lock(&m);
  if (!ready) {
    int rc = pthread_cond_timedwait(&cv, &m, &deadline);
    if (rc == ETIMEDOUT) {
      misses++;
    } else {
      assert(rc == 0);
      hits++;
    }
  } else {
    hits++;
  }
  pthread_mutex_unlock(&m);
  return arg;
}
void *setter(void *arg) {
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_broadcast(&cv);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b, s;
  pthread_create(&a, 0, waiter, 0);
  pthread_create(&b, 0, waiter, 0);
  pthread_create(&s, 0, setter, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(s, 0);
  assert(hits + misses == 2);
  return 0;
}
