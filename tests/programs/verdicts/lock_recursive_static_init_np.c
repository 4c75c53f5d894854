// expect: none
// A recursive mutex from PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP (no init call), locked
// twice by each thread.
#define _GNU_SOURCE
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
int n;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  pthread_mutex_lock(&m);
  n++;
  pthread_mutex_unlock(&m);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(n == 2);
  return 0;
}
