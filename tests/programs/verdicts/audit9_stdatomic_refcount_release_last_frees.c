// expect: none
// algos: dfs,sdpor,pop,dc
// (qpor left out: it refuses the atomics or primitives used here)
// classes: 6
// rf-classes: 6
// A reference-counted heap object: each of three holders drops its reference with
// fetch_sub(acq_rel); only the one that brought it to zero frees it.
#include <stdatomic.h>
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
struct obj { atomic_int refs; int payload; };
static void put(struct obj *o) {
  if (atomic_fetch_sub_explicit(&o->refs, 1, memory_order_acq_rel) == 1) {
    assert(o->payload == 42);
    free(o);
  }
}
static void *holder(void *arg) {
  struct obj *o = arg;
  assert(o->payload == 42);
  put(o);
  return NULL;
}
int main(void) {
  struct obj *o = malloc(sizeof *o);
  atomic_init(&o->refs, 3);
  o->payload = 42;
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, holder, o);
  put(o);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  return 0;
}
