// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 5
// rf-classes: 5
// WRC (write-to-read causality), a Nidhugg/GenMC litmus: T1 writes x; T2 reads x and, if it
// saw 1, writes y; T3 reads y then x. Under sequential consistency (seq_cst atomics here),
// T3 seeing y=1 means T1's write of x came before, so T3 reads x=1. The twin that checks
// with plain variables (a data race) is audit12_litmus_wrc_plain_vars_race_bug.c.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int x, y;

static void *t1(void *a) { (void)a; atomic_store(&x, 1); return NULL; }
static void *t2(void *a) {
  (void)a;
  if (atomic_load(&x) == 1) atomic_store(&y, 1);
  return NULL;
}
static void *t3(void *a) {
  (void)a;
  int ry = atomic_load(&y);
  int rx = atomic_load(&x);
  assert(!(ry == 1 && rx == 0));
  return NULL;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, NULL, t1, NULL);
  pthread_create(&b, NULL, t2, NULL);
  pthread_create(&c, NULL, t3, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_join(c, NULL);
  return 0;
}
