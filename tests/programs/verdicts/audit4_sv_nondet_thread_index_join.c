// expect: none
// An array of threads; main joins one chosen by a nondet index (assumed in range) first,
// then the rest. braid learns the index's range {0..2} from the assumption (other values
// block main at the assume before anything else) and explores each: complete. (Before the
// learnt ranges, int's bounded set made this incomplete.)
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "idx.c", 6, "reach_error"); }
#include <pthread.h>
#define N 3
int done[N];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  long i = (long)arg;
  pthread_mutex_lock(&m);
  done[i] = 1;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, worker, (void *)i);
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < N);
  pthread_join(t[k], 0);
  pthread_mutex_lock(&m);
  if (!done[k]) reach_error();
  pthread_mutex_unlock(&m);
  for (int i = 0; i < N; i++)
    if (i != k) pthread_join(t[i], 0);
  return 0;
}
