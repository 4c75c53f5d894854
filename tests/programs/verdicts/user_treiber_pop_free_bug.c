// expect: memory-error, data-race
// A Treiber stack whose pop frees the node it unlinked, through a CAS helper: another popper
// that read the same top still dereferences it (top->next) after the free.
#include <pthread.h>
#include <stdlib.h>
struct node { int value; struct node *next; };
static struct node *top;  // accessed with __atomic builtins
static int cas_top(struct node *expected, struct node *desired) {
  return __atomic_compare_exchange_n(&top, &expected, desired, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
static int try_pop(int *out) {
  struct node *t = __atomic_load_n(&top, __ATOMIC_SEQ_CST);
  if (!t) return 1;
  struct node *next = t->next;  // t may be freed by now
  if (!cas_top(t, next)) return 0;
  *out = t->value;
  free(t);
  return 1;
}
static void *popper(void *arg) { int v = 0; while (!try_pop(&v)) {} return 0; }
int main(void) {
  for (int i = 0; i < 2; i++) {
    struct node *n = malloc(sizeof *n);
    n->value = i; n->next = top; top = n;
  }
  pthread_t a, b;
  pthread_create(&a, 0, popper, 0);
  pthread_create(&b, 0, popper, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
