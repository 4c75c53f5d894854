// expect: none
// goblint-regression style: a recursive mutex from glibc's static initializer
// PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP, taken again by a helper the locked function calls.
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
int g;
void bump(void) {
  pthread_mutex_lock(&m);
  g++;
  pthread_mutex_unlock(&m);
}
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  bump();
  g++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(g == 4);
  return 0;
}
