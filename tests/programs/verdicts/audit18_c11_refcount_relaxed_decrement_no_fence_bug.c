// expect: data-race
// classes: 2
// rf-classes: 2
// A shared buffer with a C11 atomic reference count: each of two users writes its slot and
// drops its reference with a RELAXED fetch_sub; the one that drops the last reference frees
// the buffer. Without release on the decrement (and an acquire fence in the last owner), the
// other user's write to the buffer does not happen before the free: a data race by C11's rules.
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct buffer { atomic_int refs; int slots[2]; };

static void release_ref(struct buffer *b) {
  if (atomic_fetch_sub_explicit(&b->refs, 1, memory_order_relaxed) == 1) /* BUG: relaxed */
    free(b);
}

static void *user(void *arg) {
  struct buffer **pb = arg;
  struct buffer *b = pb[0];
  int me = pb[1] != 0;
  b->slots[me] = me + 1;
  release_ref(b);
  return 0;
}

int main(void) {
  struct buffer *b = malloc(sizeof *b);
  atomic_init(&b->refs, 2);
  struct buffer *args[2][2] = {{b, 0}, {b, b}};
  pthread_t t[2];
  for (int i = 0; i < 2; ++i) pthread_create(&t[i], 0, user, args[i]);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], 0);
  return 0;
}
