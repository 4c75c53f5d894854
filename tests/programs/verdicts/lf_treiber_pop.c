// expect: none
// Treiber stack pop: two threads pop concurrently from a stack of two nodes (no frees, so no ABA).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
struct node { int value; struct node *next; };
struct node n1 = {1, 0}, n2 = {2, &n1};
_Atomic(struct node *) top = &n2;
int got[2];
int pop(void) {
  struct node *old = atomic_load(&top);
  while (old && !atomic_compare_exchange_weak(&top, &old, old->next)) {}
  return old ? old->value : 0;
}
void *popper(void *arg) { got[*(int *)arg] = pop(); return 0; }
int main(void) {
  pthread_t t1, t2;
  int a = 0, b = 1;
  pthread_create(&t1, 0, popper, &a); pthread_create(&t2, 0, popper, &b);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(got[0] + got[1] == 3 && atomic_load(&top) == 0);
  return 0;
}
