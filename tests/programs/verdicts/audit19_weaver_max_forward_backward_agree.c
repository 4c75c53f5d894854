// expect: none
// time-limit: 10
// algos: sdpor,pop,qpor,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit.)
// weaver "more max array" style: two threads compute the maximum of the same nondet array
// (three values in 0..2) in opposite directions into their own results; main checks they agree.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
#define N 3
static int a[N], max_fwd, max_bwd;

static void *forward(void *arg) {
  (void)arg;
  int m = a[0];
  for (int i = 1; i < N; i++) if (a[i] > m) m = a[i];
  max_fwd = m;
  return 0;
}
static void *backward(void *arg) {
  (void)arg;
  int m = a[N - 1];
  for (int i = N - 2; i >= 0; i--) if (a[i] > m) m = a[i];
  max_bwd = m;
  return 0;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    int v = __VERIFIER_nondet_int();
    __VERIFIER_assume(0 <= v && v <= 2);
    a[i] = v;
  }
  pthread_t t1, t2;
  pthread_create(&t1, 0, forward, 0);
  pthread_create(&t2, 0, backward, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(max_fwd == max_bwd);
  return 0;
}
