// expect: assertion
// weaver counter style: one thread increments a counter N times, the other decrements it N
// times, each step atomic; the decrementer asserts the counter never goes below zero, which
// needs an assume (wait until positive) it does not have.
#include <assert.h>
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
#define N 2
static int counter;
static void *inc(void *arg) {
  for (int i = 0; i < N; i++) {
    __VERIFIER_atomic_begin();
    counter++;
    __VERIFIER_atomic_end();
  }
  return arg;
}
static void *dec(void *arg) {
  for (int i = 0; i < N; i++) {
    __VERIFIER_atomic_begin();
    counter--;
    assert(counter >= 0);
    __VERIFIER_atomic_end();
  }
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, inc, NULL);
  pthread_create(&b, NULL, dec, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
