// expect: assertion
// flags: --leaks
// Treiber stack without CAS (load then store): a push can be lost (the assertion ends those
// executions, so the lost node is not reported as a leak).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#include <stdlib.h>
struct node { int value; struct node *next; };
_Atomic(struct node *) top;
void push(struct node *n) {
  n->next = atomic_load(&top);
  atomic_store(&top, n);
}
void *pusher(void *arg) {
  struct node *n = malloc(sizeof *n);
  n->value = *(int *)arg;
  push(n);
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  int a = 1, b = 2;
  pthread_create(&t1, 0, pusher, &a); pthread_create(&t2, 0, pusher, &b);
  pthread_join(t1, 0); pthread_join(t2, 0);
  int count = 0, sum = 0;
  for (struct node *n = atomic_load(&top); n;) { struct node *next = n->next; count++; sum += n->value; free(n); n = next; }
  assert(count == 2 && sum == 3);
  return 0;
}
