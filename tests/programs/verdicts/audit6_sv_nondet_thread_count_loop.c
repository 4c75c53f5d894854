// expect: none
// An unbounded-looking thread-creating loop whose bound is a nondet variable, assumed
// small: every worker adds one with __sync_fetch_and_add; main joins them all. braid explores
// the counts 1..3, the range it learns from the assumption (every other value is rejected
// there before it has any effect), so the verdict is complete.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int total = 0;
void *worker(void *arg) {
  __sync_fetch_and_add(&total, 1);
  return arg;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 3);
  pthread_t t[3];
  int i = 0;
  while (i < n) {
    pthread_create(&t[i], 0, worker, 0);
    i++;
  }
  for (int k = 0; k < n; k++) pthread_join(t[k], 0);
  assert(total == n);
  return 0;
}
