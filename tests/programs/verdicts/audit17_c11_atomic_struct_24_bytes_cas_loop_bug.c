// expect: assertion
// CAS loops on a 24-byte _Atomic struct; the last assertion expects one update too many.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
struct triple { long a, b, c; };
_Atomic struct triple cur;
void *bump(void *x) {
  (void)x;
  struct triple old = atomic_load(&cur), nw;
  do { nw = old; nw.a++; nw.b += 2; nw.c += 3; } while (!atomic_compare_exchange_weak(&cur, &old, nw));
  return 0;
}
int main(void) {
  pthread_t a, b; pthread_create(&a, 0, bump, 0); pthread_create(&b, 0, bump, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  struct triple t = atomic_load(&cur);
  assert(t.a == 2 && t.b == 4 && t.c == 6);
  assert(t.a == 3); /* wrong expectation: the bug */
  return 0;
}
