// expect: none
// classes: 4
// A lock-free stack (Treiber) pushed by two threads: each links its node to the head it saw
// and swings the head with a CAS, retrying from the new head when another push came first.
// main pops nothing, it checks that both nodes are on the stack.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#include <stddef.h>
struct node {
  int value;
  struct node *next;
};
struct node nodes[2];
_Atomic(struct node *) head;
void *push(void *arg) {
  struct node *n = &nodes[(long)arg];
  n->value = (int)(long)arg + 1;
  struct node *seen = atomic_load(&head);
  do {
    n->next = seen;
  } while (!atomic_compare_exchange_weak(&head, &seen, n));
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; ++i) pthread_create(&t[i], 0, push, (void *)i);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], 0);
  struct node *top = atomic_load(&head);
  assert(top && top->next && top->next->next == NULL);
  assert(top->value + top->next->value == 3);
  return 0;
}
