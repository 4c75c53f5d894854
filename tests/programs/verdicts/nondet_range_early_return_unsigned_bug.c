// expect: assertion
// classes: 15
// rf-classes: 15
// An unsigned nondet count with the harness's early return (`if (!(k < 7)) return 0;`): the
// values 7..UINT_MAX all end main at once and do the same, so one of them stands for all;
// 0..6 are explored one by one. Two threads each add k under a lock, and the check is wrong
// only for k = 6 (the range's upper edge, outside the old bounded set {0..3, UINT_MAX}).
#include <assert.h>
#include <pthread.h>
extern unsigned int __VERIFIER_nondet_uint(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
unsigned total, k;
void *adder(void *arg) {
  pthread_mutex_lock(&m);
  total += k;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  unsigned count = __VERIFIER_nondet_uint();
  if (!(count < 7)) return 0;
  k = count;
  pthread_t a, b;
  pthread_create(&a, 0, adder, 0);
  pthread_create(&b, 0, adder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(total != 12);
  return 0;
}
