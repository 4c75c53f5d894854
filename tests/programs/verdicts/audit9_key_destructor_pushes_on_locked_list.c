// expect: none
// algos: sdpor,pop,qpor,dc
// (dfs left out: without reduction it does not finish within the time limit)
// classes: 2
// rf-classes: 2
// A thread-specific value with a destructor that pushes the value onto a global list under a
// mutex; main counts the list after joining (destructors run before the join returns).
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
struct node { int v; struct node *next; };
static pthread_key_t key;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static struct node *head;
static void retire(void *p) {
  struct node *n = p;
  pthread_mutex_lock(&m);
  n->next = head;
  head = n;
  pthread_mutex_unlock(&m);
}
static void *worker(void *arg) {
  struct node *n = malloc(sizeof *n);
  n->v = (int)(long)arg;
  n->next = NULL;
  pthread_setspecific(key, n);
  assert(pthread_getspecific(key) == n);
  return NULL;
}
int main(void) {
  pthread_key_create(&key, retire);
  assert(pthread_getspecific(key) == NULL);
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, (void *)(i + 1));
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  int count = 0, total = 0;
  while (head) { struct node *n = head; head = n->next; total += n->v; count++; free(n); }
  assert(count == 2 && total == 3);
  pthread_key_delete(key);
  return 0;
}
