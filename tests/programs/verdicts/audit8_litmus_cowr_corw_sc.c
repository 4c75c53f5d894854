// expect: none
// Coherence litmus (CoWR + CoRW) under SC: a thread reading x right after writing 1 sees 1
// or a later write; a thread that read 1 and then writes 3 ends coherence order last unless
// the 2 came later.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int x;
static int a_saw, c_saw;
static void *ta(void *p) { atomic_store(&x, 1); a_saw = atomic_load(&x); return p; }
static void *tb(void *p) { atomic_store(&x, 2); return p; }
static void *tc(void *p) { c_saw = atomic_load(&x); if (c_saw == 2) atomic_store(&x, 3); return p; }
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, NULL, ta, NULL);
  pthread_create(&b, NULL, tb, NULL);
  pthread_create(&c, NULL, tc, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_join(c, NULL);
  int final = atomic_load(&x);
  assert(a_saw == 1 || a_saw == 2 || a_saw == 3);
  if (a_saw == 2) assert(final != 1);
  if (c_saw == 2) assert(final == 3 || final == 1);
  return 0;
}
