// expect: none
// algos: sdpor,pop,qpor,dc
// (dfs left out: without reduction it does not finish within the time limit)
// A sorted singly linked list with a sentinel and one mutex per node, inserted into with
// hand-over-hand locking by two threads; main checks the order and the length.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
struct node { int key; struct node *next; pthread_mutex_t m; };
static struct node head = { -1, NULL, PTHREAD_MUTEX_INITIALIZER };
static void insert(int key) {
  struct node *n = malloc(sizeof *n);
  n->key = key;
  pthread_mutex_init(&n->m, NULL);
  struct node *prev = &head;
  pthread_mutex_lock(&prev->m);
  struct node *cur = prev->next;
  while (cur) {
    pthread_mutex_lock(&cur->m);
    if (cur->key >= key) { pthread_mutex_unlock(&cur->m); break; }
    pthread_mutex_unlock(&prev->m);
    prev = cur;
    cur = cur->next;
  }
  n->next = cur;
  prev->next = n;
  pthread_mutex_unlock(&prev->m);
}
static void *inserter(void *arg) {
  int base = (int)(long)arg;
  insert(base);
  insert(base + 2);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, inserter, (void *)1L);
  pthread_create(&b, NULL, inserter, (void *)2L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  int len = 0, last = -1;
  for (struct node *n = head.next; n;) {
    assert(n->key >= last);
    last = n->key;
    len++;
    struct node *next = n->next;
    pthread_mutex_destroy(&n->m);
    free(n);
    n = next;
  }
  assert(len == 4);
  return 0;
}
