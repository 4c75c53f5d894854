// expect: data-race
// algos: dfs,sdpor,pop,qpor,dc
// classes: 5
// rf-classes: 5
// WRC (write-to-read causality) written with plain int variables: T1 writes x; T2 reads x
// and, if it saw 1, writes y; T3 reads y then x. The outcome is still the SC one, but the
// accesses to x and y are unsynchronised conflicting accesses, data races by C11's rules.
// The twin with seq_cst atomics is audit12_litmus_wrc_sc_causality.c.
#include <assert.h>
#include <pthread.h>

static int x, y;

static void *t1(void *a) { (void)a; x = 1; return NULL; }
static void *t2(void *a) {
  (void)a;
  if (x == 1) y = 1;
  return NULL;
}
static void *t3(void *a) {
  (void)a;
  int ry = y;
  int rx = x;
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
