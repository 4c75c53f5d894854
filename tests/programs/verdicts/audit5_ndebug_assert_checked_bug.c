// expect: assertion
// The same wrong claim without NDEBUG: assert() checks it and it fails when main runs first.
#include <pthread.h>
#include <assert.h>
#include <stdatomic.h>
atomic_int hits;
void *w(void *arg) { atomic_fetch_add(&hits, 1); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, w, 0);
  pthread_create(&b, 0, w, 0);
  assert(atomic_load(&hits) == 2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
