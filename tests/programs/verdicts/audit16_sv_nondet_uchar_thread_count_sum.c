// expect: none
// algos: sdpor,pop,dc,qpor
// classes: 10
// rf-classes: 10
// (DFS: complete, 10 Mazurkiewicz / 10 reads-from classes in 38127 executions, too slow for the corpus; qpor is skipped where it refuses the program)
// A thread count from __VERIFIER_nondet_uchar (every value 0..255 is explored, the assume
// keeps 1..3), threads in a malloc'd array, each adds its index + 1 under a lock; main checks
// the triangular sum after joining all of them.
#include <pthread.h>
#include <stdlib.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int cond);
extern void abort(void);
void reach_error() { abort(); }
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int sum;
void *add(void *arg) {
  pthread_mutex_lock(&m);
  sum += (int)(long)arg;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  unsigned char n = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n >= 1 && n <= 3);
  pthread_t *ts = malloc(n * sizeof(pthread_t));
  if (!ts) return 0;
  for (unsigned char i = 0; i < n; i++) pthread_create(&ts[i], 0, add, (void *)(long)(i + 1));
  for (unsigned char i = 0; i < n; i++) pthread_join(ts[i], 0);
  if (sum != n * (n + 1) / 2) reach_error();
  free(ts);
  return 0;
}
