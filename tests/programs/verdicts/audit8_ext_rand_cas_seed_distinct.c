// expect: none
// time-limit: 4
// pthread-ext 08_rand_cas style: a shared linear congruential seed advanced with a CAS loop;
// two threads each draw one number and, since each CAS consumes a distinct seed, never the
// same one.
#include <assert.h>
#include <pthread.h>
static unsigned seed = 1;
static unsigned drawn[2];
static int __VERIFIER_atomic_CAS(unsigned *p, unsigned expected, unsigned desired) {
  if (*p != expected) return 0;
  *p = desired;
  return 1;
}
static unsigned __VERIFIER_atomic_read_seed(void) { return seed; }
static unsigned next(unsigned s) { return s * 1103515245u + 12345u; }
static void *draw(void *arg) {
  unsigned read, nxt;
  do {
    read = __VERIFIER_atomic_read_seed();
    nxt = next(read);
  } while (!__VERIFIER_atomic_CAS(&seed, read, nxt));
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
