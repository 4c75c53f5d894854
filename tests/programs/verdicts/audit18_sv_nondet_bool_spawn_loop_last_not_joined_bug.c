// expect: abort, data-race
// algos: sdpor,pop,qpor,dc
// classes: 14
// rf-classes: 14
// (DFS: 14 / 14 classes in 3118 executions)
// SV-COMP style: main keeps spawning workers while __VERIFIER_nondet_bool() says so, at most
// three; each worker increments a shared counter inside __VERIFIER_atomic_begin/end; main joins
// all but the last (an off-by-one) and checks the counter equals the number spawned: the last
// worker may not have run yet.
extern _Bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void abort(void);
void reach_error() { abort(); }
#include <pthread.h>
int counter;

void *worker(void *arg) {
  (void)arg;
  __VERIFIER_atomic_begin();
  int c = counter;
  counter = c + 1;
  __VERIFIER_atomic_end();
  return 0;
}

int main(void) {
  pthread_t t[3];
  int n = 0;
  while (n < 3 && __VERIFIER_nondet_bool()) {
    pthread_create(&t[n], 0, worker, 0);
    n++;
  }
  for (int i = 0; i + 1 < n; i++) pthread_join(t[i], 0); /* BUG: the last worker is not joined */
  if (counter != n) reach_error();
  return 0;
}
