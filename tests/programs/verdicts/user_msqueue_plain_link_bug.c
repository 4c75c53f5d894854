// expect: assertion, data-race
// The same queue with the link written by a plain check-then-store instead of a CAS: both
// producers can see the last node's next empty and link after it, one node is lost.
#include <pthread.h>
#include <assert.h>
#include <stddef.h>
struct node { int value; struct node *next; };
static struct node pool[3];
static struct node *tail;  // accessed with __atomic builtins only
static struct node *head;
static int cas_tail(struct node *expected, struct node *desired) {
  return __atomic_compare_exchange_n(&tail, &expected, desired, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
static int try_enqueue(struct node *n) {
  struct node *last = __atomic_load_n(&tail, __ATOMIC_SEQ_CST);
  if (last->next != NULL) { cas_tail(last, last->next); return 0; }
  last->next = n;  // not a CAS: two producers may both link here
  cas_tail(last, n);
  return 1;
}
static void *producer(void *arg) {
  while (!try_enqueue(arg)) {}
  return 0;
}
int main(void) {
  head = tail = &pool[0];
  pool[1].value = 1; pool[2].value = 2;
  pthread_t a, b;
  pthread_create(&a, 0, producer, &pool[1]);
  pthread_create(&b, 0, producer, &pool[2]);
  pthread_join(a, 0); pthread_join(b, 0);
  int count = 0;
  for (struct node *n = head->next; n; n = n->next) count++;
  assert(count == 2);
  return 0;
}
