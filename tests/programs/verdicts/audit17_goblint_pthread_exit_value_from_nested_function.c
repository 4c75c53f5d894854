// expect: none
// classes: 2
// rf-classes: 2
// pthread_exit from a helper the thread body calls; the joined values tell who came second.
#include <pthread.h>
#include <assert.h>
#include <stdint.h>
int shared;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void finish(int v) { pthread_exit((void *)(intptr_t)v); }
void *worker(void *a) {
  int k = (int)(intptr_t)a;
  pthread_mutex_lock(&m); shared += k; int seen = shared; pthread_mutex_unlock(&m);
  if (seen > k) finish(1);
  finish(0);
  return (void *)(intptr_t)99;
}
int main(void) {
  pthread_t a, b; void *ra, *rb;
  pthread_create(&a, 0, worker, (void *)(intptr_t)1); pthread_create(&b, 0, worker, (void *)(intptr_t)2);
  pthread_join(a, &ra); pthread_join(b, &rb);
  assert((intptr_t)ra + (intptr_t)rb == 1);
  assert(shared == 3);
  return 0;
}
