// expect: none
// pthread_mutex_timedlock with an absolute deadline: the waiter either gets the lock or
// times out (ETIMEDOUT) and counts a miss; either way the books balance.
#include <pthread.h>
#include <errno.h>
#include <time.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int hits, misses;
void *waiter(void *arg) {
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  deadline.tv_sec += 1;
  int rc = pthread_mutex_timedlock(&m, &deadline);
  if (rc == 0) { hits++; pthread_mutex_unlock(&m); }
  else { assert(rc == ETIMEDOUT); __atomic_fetch_add(&misses, 1, __ATOMIC_SEQ_CST); }
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, waiter, 0);
  pthread_mutex_lock(&m);
  hits++;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  assert(hits + misses == 2);
  return 0;
}
