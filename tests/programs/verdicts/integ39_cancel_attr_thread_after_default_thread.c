// expect: none
// classes: 3
// rf-classes: 3
// A default-stack thread runs and ends first; then a thread with a 1 MiB stack attribute is
// created and cancelled before it first runs (its slot was mapped at another size by then).
// Main at 3512177 (trust22) explored 1 execution of the 3 classes with pop, sdpor and dc: the
// request and the target's points were events on two addresses (the slot was remapped).
// Written at the review of stop 39's integration to try the fix on another shape.
#include <pthread.h>
#include <assert.h>
static int x;
static void *first(void *a) { x = 1; return a; }
static void *second(void *a) { pthread_testcancel(); x = 2; pthread_testcancel(); return a; }
int main(void) {
  pthread_t a, b; void *r;
  pthread_create(&a, 0, first, 0); pthread_join(a, 0);
  pthread_attr_t at; pthread_attr_init(&at); pthread_attr_setstacksize(&at, 1 << 20);
  pthread_create(&b, &at, second, 0); pthread_cancel(b); pthread_join(b, &r);
  assert(r == PTHREAD_CANCELED || x == 2);
  return 0;
}
