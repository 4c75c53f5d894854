// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 1
// rf-classes: 1
// SV-COMP style: N threads created in a loop with their index as the argument, each writing
// a[tid]; main joins them all and checks the sum.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
#define JOINED N
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
