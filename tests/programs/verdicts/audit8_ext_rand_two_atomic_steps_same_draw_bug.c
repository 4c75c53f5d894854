// expect: assertion
// pthread-ext 07_rand style without the CAS: read the seed and store the next one in two
// atomic steps, so both threads can draw the same number.
#include <assert.h>
#include <pthread.h>
static unsigned seed = 1;
static unsigned drawn[2];
static unsigned __VERIFIER_atomic_read_seed(void) { return seed; }
static void __VERIFIER_atomic_write_seed(unsigned s) { seed = s; }
static void *draw(void *arg) {
  unsigned nxt = __VERIFIER_atomic_read_seed() * 1103515245u + 12345u;
  __VERIFIER_atomic_write_seed(nxt);
  drawn[(long)arg] = nxt;
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, draw, (void *)0);
  pthread_create(&b, NULL, draw, (void *)1);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(drawn[0] != drawn[1]);
  return 0;
}
