// expect: none
// A 16-byte _Atomic struct (pointer + tag, the ABA-safe stack head) updated with
// atomic_compare_exchange_strong in a retry loop by two threads.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
struct head { long index; long tag; };
_Atomic struct head top;
void *bump(void *arg) {
  struct head old = atomic_load(&top), next;
  do { next.index = old.index + 1; next.tag = old.tag + 1; } while (!atomic_compare_exchange_strong(&top, &old, next));
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, bump, 0); pthread_create(&b, 0, bump, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  struct head h = atomic_load(&top);
  assert(h.index == 2 && h.tag == 2);
  return 0;
}
