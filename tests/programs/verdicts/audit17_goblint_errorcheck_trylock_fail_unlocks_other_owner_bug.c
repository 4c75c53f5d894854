// expect: assertion
// classes: 3
// rf-classes: 3
// After a failed trylock main unlocks anyway and asserts success: the error-checking mutex is
// the worker's, so the unlock returns EPERM.
#define _GNU_SOURCE
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP;
int data;
void *t(void *a) { (void)a; pthread_mutex_lock(&m); data++; pthread_mutex_unlock(&m); return 0; }
int main(void) {
  pthread_t th; pthread_create(&th, 0, t, 0);
  /* main trusts unlock: "if it failed we did not hold it" - but it asserts success */
  int r = pthread_mutex_trylock(&m);
  if (r != 0) { assert(pthread_mutex_unlock(&m) == 0); } /* bug: unlocking a lock held by t */
  else { data++; pthread_mutex_unlock(&m); }
  pthread_join(th, 0);
  return 0;
}
