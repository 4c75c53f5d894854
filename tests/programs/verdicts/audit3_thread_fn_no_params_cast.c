// expect: assertion, data-race
// flags: -std=gnu89 -Wno-incompatible-pointer-types -Wno-incompatible-function-pointer-types
// Older SV-COMP style: thread functions declared `void *t()` (no prototype) and one returning
// void passed through a cast; an unlocked check-and-set lets both threads in.
#include <pthread.h>
#include <assert.h>
int inside, entered;
void *t1() {
  if (!inside) { inside = 1; entered++; }
  return 0;
}
void t2(void *arg) {
  if (!inside) { inside = 1; entered++; }
}
int main() {
  pthread_t a, b;
  pthread_create(&a, NULL, t1, NULL);
  pthread_create(&b, NULL, (void *)t2, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(entered == 1);
  return 0;
}
