// expect: none
// complete: no
// time-limit: 6
// The weaver array-sum with the harness's other habit: store the nondet into the array first,
// then assume on the array cell. The value crosses a store before the assumption, where the
// range learner stops: each cell gets int's bounded set and the verdict must say
// incomplete (nondet-values-bounded), though the program is correct.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
#define N 2
int A[N];
int partial[2];
void *summer(void *arg) {
  long tid = (long)arg;
  int s = 0;
  for (int i = (int)tid * (N / 2); i < ((int)tid + 1) * (N / 2); i++) s += A[i];
  partial[tid] = s;
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
  if (partial[0] + partial[1] != expected) reach_error();
  return 0;
}
