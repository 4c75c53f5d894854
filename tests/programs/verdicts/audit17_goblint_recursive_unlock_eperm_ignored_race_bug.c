// expect: misuse
// A helper "releases" main's recursive mutex (EPERM, ignored) and writes as if it were free:
// braid reports the unlock too many as a misuse (as audit5_recursive_mutex_unlock_too_often_bug.c).
#define _GNU_SOURCE
#include <pthread.h>
pthread_mutex_t m = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
int data;
void *helper(void *a) {
  (void)a;
  pthread_mutex_unlock(&m); /* "release the caller's lock": EPERM, ignored */
  data = 2;                 /* believes main no longer writes */
  return 0;
}
int main(void) {
  pthread_mutex_lock(&m);
  pthread_t t; pthread_create(&t, 0, helper, 0);
  data = 1;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
