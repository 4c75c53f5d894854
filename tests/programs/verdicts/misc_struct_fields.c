// expect: none
// Distinct (non-bit-field) struct members are distinct memory locations.
#include <pthread.h>
#include <assert.h>
struct pair { int a; int b; } p;
void *wa(void *arg) { p.a = 1; return 0; }
void *wb(void *arg) { p.b = 2; return 0; }
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, wa, 0); pthread_create(&y, 0, wb, 0);
  pthread_join(x, 0); pthread_join(y, 0);
  assert(p.a == 1 && p.b == 2);
  return 0;
}
