// expect: none
// classes: 16
// rf-classes: 16
// weaver style: an array of nondet values (each assumed 0..1 before it is stored) is summed
// in two halves by two threads into per-thread slots; main checks the halves add up to the
// sequential sum. The assumption is on the value itself: the ranges are learnt, complete.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
#define N 4
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
    int v = __VERIFIER_nondet_int();
    __VERIFIER_assume(v >= 0 && v <= 1);
    A[i] = v;
    expected += v;
  }
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, summer, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  if (partial[0] + partial[1] != expected) reach_error();
  return 0;
}
