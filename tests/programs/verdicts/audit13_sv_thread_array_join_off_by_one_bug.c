// expect: assertion, data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// The join loop stops one short (`i < N - 1`): main sums while the last thread may still
// be writing its slot.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
#define JOINED (N - 1)
#define N 3
int a[N];
void *thr(void *arg) {
  long tid = (long)arg;
  a[tid] = (int)tid + 1;
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, thr, (void *)i);
  for (int i = 0; i < JOINED; i++) pthread_join(t[i], 0);
  int sum = 0;
  for (int i = 0; i < N; i++) sum += a[i];
  if (sum != 6) reach_error();
  return 0;
}
