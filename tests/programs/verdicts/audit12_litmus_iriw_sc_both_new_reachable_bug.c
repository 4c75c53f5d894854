// expect: assertion
// algos: sdpor,pop,dc
// classes: 15
// rf-classes: 15
// IRIW (independent reads of independent writes), as in Nidhugg's and GenMC's litmus
// suites, with seq_cst atomics: two writers store x and y, two readers read them in
// opposite orders. Both readers seeing both writes (r1=r2=r3=r4=1) is reachable under
// sequential consistency (both writes first), so the assertion that it never happens fails.
// The twin asserting the forbidden outcome is audit12_litmus_iriw_sc_readers_agree.c.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int x, y;
static int r1, r2, r3, r4;

static void *wx(void *a) { (void)a; atomic_store(&x, 1); return NULL; }
static void *wy(void *a) { (void)a; atomic_store(&y, 1); return NULL; }
static void *rxy(void *a) { (void)a; r1 = atomic_load(&x); r2 = atomic_load(&y); return NULL; }
static void *ryx(void *a) { (void)a; r3 = atomic_load(&y); r4 = atomic_load(&x); return NULL; }

int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], NULL, wx, NULL);
  pthread_create(&t[1], NULL, wy, NULL);
  pthread_create(&t[2], NULL, rxy, NULL);
  pthread_create(&t[3], NULL, ryx, NULL);
  for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
  assert(!(r1 == 1 && r2 == 1 && r3 == 1 && r4 == 1));
  return 0;
}
