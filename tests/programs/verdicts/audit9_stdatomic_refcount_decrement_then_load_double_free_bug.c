// expect: data-race, memory-error
// algos: dfs,sdpor,pop,dc
// (qpor left out: it refuses the atomics or primitives used here)
// The refcount is decremented and then re-loaded to decide who frees: two holders can both
// see zero (double free), or one reads the object another has freed.
#include <stdatomic.h>
#include <pthread.h>
#include <stdlib.h>
struct obj { atomic_int refs; int payload; };
static void put(struct obj *o) {
  atomic_fetch_sub(&o->refs, 1);
  if (atomic_load(&o->refs) == 0) free(o);
}
static void *holder(void *arg) {
  put(arg);
  return NULL;
}
int main(void) {
  struct obj *o = malloc(sizeof *o);
  atomic_init(&o->refs, 2);
  o->payload = 1;
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, holder, o);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  return 0;
}
