// expect: abort
// algos: sdpor,pop,dc,qpor
// classes: 141
// rf-classes: 141
// (DFS: complete, 141 Mazurkiewicz / 141 reads-from classes in 124655 executions, too slow for the corpus; qpor is skipped where it refuses the program)
// The weaver shape with one shared total: each thread adds its half through a
// __VERIFIER_atomic_ helper that only reads, then writes back outside it. Two adds can read
// the same total: the final check against the sequential sum fails.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error() { abort(); }
int a[4];
int total;
int __VERIFIER_atomic_read_total(void) { return total; }
void __VERIFIER_atomic_write_total(int v) { total = v; }
void *add_half(void *arg) {
  int start = (int)(long)arg;
  for (int i = start; i < start + 2; i++) {
    int t = __VERIFIER_atomic_read_total();
    __VERIFIER_atomic_write_total(t + a[i]);
  }
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v >= 1 && v <= 2);
  for (int i = 0; i < 4; i++) a[i] = v;
  pthread_create(&t1, 0, add_half, (void *)0);
  pthread_create(&t2, 0, add_half, (void *)2);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (total != 4 * v) reach_error();
  return 0;
}
