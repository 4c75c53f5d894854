// expect: data-race, assertion
// complete: no
// time-limit: 6
// The array-sum twin that accumulates straight into one shared total: the unlocked
// read-modify-writes race and an update can be lost whenever both halves are non-zero.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
#define N 2
int A[N];
int total = 0;
void *summer(void *arg) {
  long tid = (long)arg;
  total = total + A[tid];
  return 0;
}
int main(void) {
  int expected = 0;
  for (int i = 0; i < N; i++) {
    A[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(A[i] >= 0 && A[i] <= 1);
    expected += A[i];
  }
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, summer, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  if (total != expected) reach_error();
  return 0;
}
