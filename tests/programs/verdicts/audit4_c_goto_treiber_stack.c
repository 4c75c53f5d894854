// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// A Treiber stack whose push and pop retry with goto (no node is freed, so no ABA): two
// pushers and a popper; every pushed value is popped or still on the stack, once.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct node { int value; struct node *next; };
_Atomic(struct node *) top;
static void push(int v) {
  struct node *n = malloc(sizeof *n);
  n->value = v;
retry:
  n->next = atomic_load(&top);
  if (!atomic_compare_exchange_strong(&top, &n->next, n)) goto retry;
}
static int pop(void) {
  struct node *t;
again:
  t = atomic_load(&top);
  if (!t) return 0;
  if (!atomic_compare_exchange_strong(&top, &t, t->next)) goto again;
  return t->value;
}
int popped;
void *pusher(void *arg) { push((int)(long)arg); return 0; }
void *popper(void *arg) { popped = pop(); return arg; }
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, pusher, (void *)1L);
  pthread_create(&b, 0, pusher, (void *)2L);
  pthread_create(&c, 0, popper, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  int mask = popped == 1 ? 1 : popped == 2 ? 2 : 0;
  for (struct node *n = atomic_load(&top); n; n = n->next) {
    int bit = n->value == 1 ? 1 : 2;
    assert(!(mask & bit));
    mask |= bit;
  }
  assert(mask == 3);
  return 0;
}
