// expect: assertion
// The read and the write of the counter in two separate __VERIFIER_atomic sections: each
// access is atomic, the increment is not (a lost update; no data race, every access is in
// an atomic section).
#include <assert.h>
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
int value;
void *inc(void *arg) {
  __VERIFIER_atomic_begin();
  int v = value;
  __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin();
  value = v + 1;
  __VERIFIER_atomic_end();
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, inc, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(value == 2);
  return 0;
}
