// expect: assertion
// A 16-byte _Atomic struct updated by an atomic load and a separate atomic store (no CAS):
// each access is atomic, the update is not, and one increment can be lost.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
struct pair { long count; long tag; };
_Atomic struct pair shared;
void *bump(void *arg) {
  struct pair p = atomic_load(&shared);
  p.count++;
  p.tag++;
  atomic_store(&shared, p);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, bump, 0); pthread_create(&b, 0, bump, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  struct pair p = atomic_load(&shared);
  assert(p.count == 2);
  return 0;
}
