// expect: none
// classes: 2
// flags: -DNDEBUG
// Built with -DNDEBUG, assert() expands to nothing: the wrong claim below is not checked
// (the counter is atomic, so there is no race either).
#include <pthread.h>
#include <assert.h>
#include <stdatomic.h>
atomic_int hits;
void *w(void *arg) { atomic_fetch_add(&hits, 1); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, w, 0);
  pthread_create(&b, 0, w, 0);
  assert(atomic_load(&hits) == 2); // before the joins: wrong, but compiled out
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
