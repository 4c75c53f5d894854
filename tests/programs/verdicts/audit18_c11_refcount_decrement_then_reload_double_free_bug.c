// expect: memory-error, data-race
// algos: sdpor,pop,dc
// time-limit: 10
// classes: 210
// rf-classes: 210
// (DFS: 210 / 210 classes in 5018 executions)
// A node shared by main and two readers with a C11 reference count, where "put" decrements
// and then RELOADS the count to decide whether it was the last holder: two holders can both
// decrement before either reloads, both see 0 and both free the node (a double free), or one
// frees while a later reload still reads the freed count (a use after free).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct node { atomic_int refs; int value; };

static void put(struct node *n) {
  atomic_fetch_sub_explicit(&n->refs, 1, memory_order_acq_rel);
  if (atomic_load_explicit(&n->refs, memory_order_acquire) == 0) free(n); /* BUG: check-then-act */
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
