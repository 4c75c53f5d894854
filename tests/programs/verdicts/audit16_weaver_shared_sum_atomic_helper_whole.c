// expect: none
// classes: 13
// rf-classes: 13
// The weaver shape with one shared total: each thread adds its half through a
// __VERIFIER_atomic_ helper that reads and writes back in one atomic step: no add is lost,
// and the total equals the sequential sum.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error() { abort(); }
int a[4];
int total;
void __VERIFIER_atomic_add_total(int d) { total += d; }
void *add_half(void *arg) {
  int start = (int)(long)arg;
  for (int i = start; i < start + 2; i++) {
    __VERIFIER_atomic_add_total(a[i]);
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
