// expect: none
// classes: 8
// rf-classes: 8
// unsigned long long nondet bounded by an assume (0..3), split between two threads that add
// their share to a 64-bit total with __sync_fetch_and_add; main checks the total. The range
// is learnt: complete.
#include <pthread.h>
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
unsigned long long total = 0;
unsigned long long share[2];
void *adder(void *arg) { __sync_fetch_and_add(&total, share[(long)arg] << 33); return 0; }
int main(void) {
  unsigned long long x = __VERIFIER_nondet_ulonglong();
  __VERIFIER_assume(x < 4);
  share[0] = x;
  share[1] = 3 - x;
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, adder, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  if (total != (3ull << 33)) reach_error();
  return 0;
}
