// expect: none
// __VERIFIER_atomic_begin / __VERIFIER_atomic_end bracket a read-modify-write of a plain
// counter (SV-COMP's way to say "atomically"); three threads, the sum is exact.
#include <assert.h>
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
int value;
void *inc(void *arg) {
  __VERIFIER_atomic_begin();
  int v = value;
  value = v + 1;
  __VERIFIER_atomic_end();
  return arg;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, inc, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  __VERIFIER_atomic_begin();
  int final = value;
  __VERIFIER_atomic_end();
  assert(final == 3);
  return 0;
}
