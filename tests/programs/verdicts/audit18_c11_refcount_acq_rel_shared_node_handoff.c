// expect: none
// classes: 6
// rf-classes: 6
// A node shared by main and two readers with a C11 reference count: each holder drops its
// reference with an acq_rel fetch_sub, and whoever takes the count from 1 to 0 frees the node
// (acq_rel: the release half orders the holder's reads before the decrement, the acquire half
// makes every other holder's accesses happen before the free). No data race, no double free.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct node { atomic_int refs; int value; };

static void put(struct node *n) {
  if (atomic_fetch_sub_explicit(&n->refs, 1, memory_order_acq_rel) == 1) free(n);
}

static void *reader(void *arg) {
  struct node *n = arg;
  assert(n->value == 5);
  put(n);
  return 0;
}

int main(void) {
  struct node *n = malloc(sizeof *n);
  n->value = 5;
  atomic_init(&n->refs, 3);
  pthread_t a, b;
  pthread_create(&a, 0, reader, n);
  pthread_create(&b, 0, reader, n);
  put(n);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
