// expect: data-race
// BUG: weaver style, a nondet number of threads (1 to 3) each writing slot[tid] and reading
// its right neighbour's slot to add a carry: with two or more threads, thread i's read of
// slot[i + 1] races with thread i + 1's write.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
#define MAXT 3
static int slot[MAXT + 1];
static int nthreads;

static void *body(void *arg) {
  int tid = (int)(long)arg;
  slot[tid] = tid + 1;
  if (tid + 1 < nthreads) slot[tid] += slot[tid + 1] / 2;
  return 0;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(1 <= n && n <= MAXT);
  nthreads = n;
  pthread_t t[MAXT];
  for (int i = 0; i < n; i++) pthread_create(&t[i], 0, body, (void *)(long)i);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  return 0;
}
