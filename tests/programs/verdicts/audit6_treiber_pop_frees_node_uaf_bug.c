// expect: data-race, memory-error
// A Treiber stack whose pop frees the node it took. Another popper that read the same top
// still dereferences it (old->next) after the free: a use after free across threads, and the
// free (a write of the block) races with that read.
#include <pthread.h>
#include <stdlib.h>
struct node {
  int value;
  struct node *next;
};
struct node *_Atomic top;
static int cas(struct node *_Atomic *p, struct node *old, struct node *new_) {
  return __atomic_compare_exchange_n((struct node **)p, &old, new_, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
static int pop(void) {
  struct node *old;
  do {
    old = top;
    if (!old) return -1;
  } while (!cas(&top, old, old->next));
  int v = old->value;
  free(old);
  return v;
}
void *popper(void *arg) {
  pop();
  return arg;
}
int main(void) {
  for (int i = 0; i < 2; i++) {
    struct node *n = malloc(sizeof *n);
    n->value = i;
    n->next = top;
    top = n;
  }
  pthread_t a, b;
  pthread_create(&a, 0, popper, 0);
  pthread_create(&b, 0, popper, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
