// expect: data-race
// A nondet thread count (clamped to 2..4) of workers created and joined in loops; the
// unlocked increment races whatever the count is. The clamp's two out-of-range paths each
// overwrite n (one value stands for each: 0 and 5), 2..4 are explored: complete.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int counter;
void *worker(void *arg) { counter++; return 0; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 2 || n > 4) n = 2;
  pthread_t t[4];
  for (int i = 0; i < n; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  return 0;
}
