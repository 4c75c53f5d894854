// expect: none
// algos: sdpor,pop,qpor,dc
// (dfs left out: with the range learnt it must finish, and it does not within the corpus's 2 s.)
// (Complete since branch trust24, whatever the text below says: the draw is stored into a global
// before its assumption, and main is alone then, so the range is learnt through memory:
// docs/runtime.md, "trust24".)
// SV-COMP pthread-nondet harness: the thread count is a nondet input bounded by the
// harness's own assume_abort_if_not (abort() there ends an infeasible path, it is no error).
// braid explores the counts 1..3 the assume allows (the others it tries abort there): no bug,
// and the verdict is incomplete (int is explored over a bounded set).
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "nondet-loop-bound-1.c", 3, "reach_error"); }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int expression) { if (!expression) { ERROR: { reach_error(); abort(); } } return; }
extern int __VERIFIER_nondet_int(void);
#include <pthread.h>
int N;
int sum;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  sum += 1;
  pthread_mutex_unlock(&m);
  return 0;
}
int main() {
  N = __VERIFIER_nondet_int();
  assume_abort_if_not(N >= 1 && N <= 3);
  pthread_t t[3];
  for (int i = 0; i < N; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  __VERIFIER_assert(sum == N);
  return 0;
}
