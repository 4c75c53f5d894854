// expect: none
// IRIW: two readers cannot see two independent writes in opposite orders under SC.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int x, y;
int ra_seen, rb_seen;  /* 2 * first load + second load */
void *wy(void *p) { atomic_store(&y, 1); return 0; }
void *ra(void *p) { int a1 = atomic_load(&x); ra_seen = 2 * a1 + atomic_load(&y); return 0; }
void *rb(void *p) { int b1 = atomic_load(&y); rb_seen = 2 * b1 + atomic_load(&x); return 0; }
int main(void) {
  pthread_t t[3];  /* main is the writer of x */
  pthread_create(&t[0], 0, ra, 0); pthread_create(&t[1], 0, rb, 0); pthread_create(&t[2], 0, wy, 0);
  atomic_store(&x, 1);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(!(ra_seen == 2 && rb_seen == 2));  /* x then not y, and y then not x */
  return 0;
}
