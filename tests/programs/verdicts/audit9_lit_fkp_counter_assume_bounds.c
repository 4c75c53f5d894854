// expect: none
// algos: sdpor,pop,qpor,dc
// (dfs left out: without reduction it does not finish within the time limit)
// classes: 8
// rf-classes: 8
// pthread-lit style (Farzan/Kincaid/Podelski-like): threads increment and decrement a counter
// in atomic blocks, each decrement guarded by an assume that it stays non-negative; the
// counter is never negative at the end and equals increments minus decrements.
#include <pthread.h>
#include <assert.h>
extern void __VERIFIER_assume(int);
static int c, incs, decs;
static void __VERIFIER_atomic_inc(void) { c++; incs++; }
static void __VERIFIER_atomic_dec(void) { __VERIFIER_assume(c > 0); c--; decs++; }
static void *up(void *arg) { __VERIFIER_atomic_inc(); __VERIFIER_atomic_inc(); return arg; }
static void *down(void *arg) { __VERIFIER_atomic_dec(); return arg; }
int main(void) {
  pthread_t u, d1, d2;
  pthread_create(&u, 0, up, 0);
  pthread_create(&d1, 0, down, 0);
  pthread_create(&d2, 0, down, 0);
  pthread_join(u, 0);
  pthread_join(d1, 0);
  pthread_join(d2, 0);
  assert(c == 0 && incs == 2 && decs == 2);
  return 0;
}
