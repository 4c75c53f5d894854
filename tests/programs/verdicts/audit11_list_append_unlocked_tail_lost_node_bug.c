// expect: data-race, assertion
// classes: 6
// rf-classes: 4
// The list twin that appends without the mutex: both threads read the same tail, one
// node is linked over the other (the length check fails) and the tail updates race.
// Nodes come from a fixed pool so that a lost node is not also a leak.
#include <pthread.h>
#include <assert.h>
struct node { int value; struct node *next; };
struct node pool[2];
struct node *head = 0;
struct node **tail = &head;
static void append(struct node *n, int v) {
  n->value = v;
  n->next = 0;
  *tail = n;
  tail = &n->next;
}
void *adder(void *arg) { long i = (long)arg; append(&pool[i], (int)i); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, adder, (void *)0L);
  pthread_create(&b, 0, adder, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  int len = 0;
  for (struct node *n = head; n; n = n->next) len++;
  assert(len == 2);
  return 0;
}
