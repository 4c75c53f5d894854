// expect: none
// algos: sdpor,pop,dc,qpor
// A singly linked list with a tail pointer; two threads append malloc'd nodes under the
// list mutex; main walks the list after the joins, checks length and sum, and frees it.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
struct node { int value; struct node *next; };
struct list { pthread_mutex_t m; struct node *head; struct node **tail; };
struct list L = {PTHREAD_MUTEX_INITIALIZER, 0, &L.head};
static void append(struct list *l, int v) {
  struct node *n = malloc(sizeof *n);
  if (!n) abort();
  n->value = v;
  n->next = 0;
  pthread_mutex_lock(&l->m);
  *l->tail = n;
  l->tail = &n->next;
  pthread_mutex_unlock(&l->m);
}
void *adder(void *arg) { long base = (long)arg; append(&L, (int)base); append(&L, (int)base + 1); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, adder, (void *)10L);
  pthread_create(&b, 0, adder, (void *)20L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  int len = 0, sum = 0;
  for (struct node *n = L.head; n;) { struct node *next = n->next; len++; sum += n->value; free(n); n = next; }
  assert(len == 4 && sum == 10 + 11 + 20 + 21);
  return 0;
}
