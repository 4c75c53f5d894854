// expect: data-race
// The buggy twin of weak13_refcount_acq_rel_delete_complete.c: the reference is dropped
// with fetch_sub(relaxed) and no acquire fence before the free. The last owner's reads of the
// other owner's part are then not ordered after its write: a data race even in the SC
// executions (reported), and under C11 the free could overtake the other owner's write.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct object { atomic_int refs; int parts[2]; };
static struct object *shared;
static void release_ref(struct object *o) {
  if (atomic_fetch_sub_explicit(&o->refs, 1, memory_order_relaxed) == 1) {
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
