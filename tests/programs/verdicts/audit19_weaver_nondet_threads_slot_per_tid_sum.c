// expect: none
// weaver style: a nondet number of threads (1 to 3, by assumption), each writing only its
// own slot of an array indexed by its thread id; main joins them all and sums the slots.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
#define MAXT 3
static int slot[MAXT];
static int base[MAXT] = {4, 7, 9};

static void *body(void *arg) {
  int tid = (int)(long)arg;
  int s = 0;
  for (int k = 0; k <= tid; k++) s += base[k];
  slot[tid] = s;
  return 0;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(1 <= n && n <= MAXT);
  pthread_t t[MAXT];
  for (int i = 0; i < n; i++) pthread_create(&t[i], 0, body, (void *)(long)i);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  int total = 0, expect = 0;
  for (int i = 0; i < n; i++) total += slot[i];
  for (int i = 0; i < n; i++)
    for (int k = 0; k <= i; k++) expect += base[k];
  assert(total == expect);
  return 0;
}
