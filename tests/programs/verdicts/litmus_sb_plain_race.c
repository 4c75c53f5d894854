// expect: data-race
// SB with plain ints: the SC outcome assertion holds, but the accesses race.
#include <pthread.h>
#include <assert.h>
int x, y, r1, r2;
void *t1(void *a) { x = 1; r1 = y; return 0; }
void *t2(void *a) { y = 1; r2 = x; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(!(r1 == 0 && r2 == 0));
  return 0;
}
