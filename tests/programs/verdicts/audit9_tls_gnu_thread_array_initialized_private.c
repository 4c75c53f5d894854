// expect: none
// classes: 1
// rf-classes: 1
// A __thread array with an initializer: every thread starts from its own copy of the initial
// values, modifies it without locks, and reports its sum through the join value.
#include <pthread.h>
#include <assert.h>
static __thread int scratch[4] = { 1, 2, 3, 4 };
static void *worker(void *arg) {
  long k = (long)arg;
  for (int i = 0; i < 4; i++) scratch[i] *= (int)k;
  long s = 0;
  for (int i = 0; i < 4; i++) s += scratch[i];
  return (void *)s;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, (void *)(i + 2));
  void *r0, *r1;
  pthread_join(t[0], &r0);
  pthread_join(t[1], &r1);
  assert((long)r0 == 20 && (long)r1 == 30);
  assert(scratch[0] == 1 && scratch[3] == 4);
  return 0;
}
