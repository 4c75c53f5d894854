// expect: none
// The weaver counter with the decrement guarded: inside the atomic section the decrementer
// assumes the counter is positive (waits for an increment) before taking one.
#include <assert.h>
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __VERIFIER_assume(int);
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
    __VERIFIER_assume(counter > 0);
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
  assert(counter == 0);
  return 0;
}
