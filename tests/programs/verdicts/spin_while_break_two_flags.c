// expect: none
// A waiter loop `while (1) { if (!a) continue; if (!b) continue; break; }` on two flags set
// in order by another thread: two back edges, finite once both are set.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int a, b;
int data;
void *setter(void *arg) { data = 3; atomic_store(&a, 1); atomic_store(&b, 1); return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, setter, 0);
  while (1) {
    if (!atomic_load(&a)) continue;
    if (!atomic_load(&b)) continue;
    break;
  }
  assert(data == 3);
  pthread_join(t, 0);
  return 0;
}
