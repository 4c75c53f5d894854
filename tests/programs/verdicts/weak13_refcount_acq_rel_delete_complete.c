// expect: none
// Reference counting as shared_ptr does it: each owner writes its part of the object, then
// drops its reference with fetch_sub(acq_rel); the one that drops the last reference reads
// everything and frees the object. The release half orders each owner's writes before its
// decrement, the acquire half makes the last decrement see them all: no race, no
// use-after-free, and a read-modify-write always reads the latest count. Complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct object { atomic_int refs; int parts[2]; };
static struct object *shared;
static void release_ref(struct object *o) {
  if (atomic_fetch_sub_explicit(&o->refs, 1, memory_order_acq_rel) == 1) {
    assert(o->parts[0] == 1 && o->parts[1] == 2);
    free(o);
  }
}
void *owner(void *arg) {
  int i = (int)(long)arg;
  shared->parts[i] = i + 1;
  release_ref(shared);
  return 0;
}
int main(void) {
  shared = malloc(sizeof *shared);
  atomic_init(&shared->refs, 2);
  shared->parts[0] = shared->parts[1] = 0;
  pthread_t a, b;
  pthread_create(&a, 0, owner, (void *)0L);
  pthread_create(&b, 0, owner, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
