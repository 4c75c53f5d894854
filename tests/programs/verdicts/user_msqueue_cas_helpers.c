// expect: none
// A Michael-Scott style lock-free queue (static node pool, no reuse) whose CAS goes through
// a helper and whose enqueue retries `while (!try_enqueue(n)) {}`; two producers, then main
// drains the queue and checks both values arrived once.
#include <pthread.h>
#include <assert.h>
#include <stddef.h>
struct node { int value; struct node *next; };
static struct node pool[3];
static struct node *head, *tail;  // accessed with __atomic builtins only
static int cas_node(struct node **where, struct node *expected, struct node *desired) {
  return __atomic_compare_exchange_n(where, &expected, desired, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
static int try_enqueue(struct node *n) {
  struct node *last = __atomic_load_n(&tail, __ATOMIC_SEQ_CST);
  struct node *next = __atomic_load_n(&last->next, __ATOMIC_SEQ_CST);
  if (last != __atomic_load_n(&tail, __ATOMIC_SEQ_CST)) return 0;
  if (next != NULL) { cas_node(&tail, last, next); return 0; }  // help the other enqueuer
  if (!cas_node(&last->next, NULL, n)) return 0;
  cas_node(&tail, last, n);
  return 1;
}
static void *producer(void *arg) {
  struct node *n = arg;
  while (!try_enqueue(n)) {}
  return 0;
}
int main(void) {
  head = tail = &pool[0];
  pool[1].value = 1; pool[2].value = 2;
  pthread_t a, b;
  pthread_create(&a, 0, producer, &pool[1]);
  pthread_create(&b, 0, producer, &pool[2]);
  pthread_join(a, 0); pthread_join(b, 0);
  int sum = 0, count = 0;
  for (struct node *n = head->next; n; n = n->next) { sum += n->value; count++; }
  assert(count == 2 && sum == 3);
  return 0;
}
