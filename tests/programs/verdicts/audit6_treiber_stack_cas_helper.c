// expect: none
// classes: 22
// algos: sdpor,pop,dc
// A Treiber stack whose push and pop retry a compare-and-swap through a helper function
// (`while (!cas(&top, old, n))`). Nodes are freed only after every thread has been joined,
// so there is no ABA and no use after free.
#include <assert.h>
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
static void push(struct node *n) {
  struct node *old;
  do {
    old = top;
    n->next = old;
  } while (!cas(&top, old, n));
}
static struct node *pop(void) {
  struct node *old;
  do {
    old = top;
    if (!old) return 0;
  } while (!cas(&top, old, old->next));
  return old;
}
struct node nodes[2];
struct node *popped[2];
void *pusher(void *arg) {
  struct node *n = arg;
  push(n);
  return 0;
}
void *popper(void *arg) {
  popped[(long)arg] = pop();
  return 0;
}
int main(void) {
  nodes[0].value = 1;
  nodes[1].value = 2;
  pthread_t a, b, c;
  pthread_create(&a, 0, pusher, &nodes[0]);
  pthread_create(&b, 0, pusher, &nodes[1]);
  pthread_create(&c, 0, popper, (void *)0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  int left = 0;
  for (struct node *n = top; n; n = n->next) left++;
  assert(left + (popped[0] != 0) == 2);
  if (popped[0]) assert(popped[0]->value == 1 || popped[0]->value == 2);
  return 0;
}
