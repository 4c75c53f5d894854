// expect: none
// SV-COMP style unbounded worker: `while (1)` taking the lock around an invariant check, never
// joined; main does a bounded amount of work and returns: exit(0) ends the worker with the
// process. Not a deadlock (the worker's idle polling is an await loop that main's return
// ends), and complete: an iteration that changes nothing is the same as the one before.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int a, b;
void *checker(void *arg) {
  while (1) {
    pthread_mutex_lock(&m);
    assert(a == b);
    pthread_mutex_unlock(&m);
  }
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, checker, 0);
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    a++;
    b++;
    pthread_mutex_unlock(&m);
  }
  return 0;
}
