// expect: memory-error, data-race
// classes: 3
// rf-classes: 3
// A one-node stack: the peeker copies the top pointer under the lock and reads the node's
// value after unlocking; the popper unlinks the node under the lock and frees it after
// unlocking. The peeker's read comes before the free or after it (a use after free), and
// the peeker may also find the stack empty.
#include <pthread.h>
#include <stdlib.h>
struct node {
  int value;
  struct node *next;
};
static struct node *top;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *popper(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  struct node *n = top;
  if (n) top = n->next;
  pthread_mutex_unlock(&m);
  free(n);
  return 0;
}
static void *peeker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  struct node *n = top;
  pthread_mutex_unlock(&m);
  return (void *)(long)(n ? n->value : -1);
}
int main(void) {
  top = malloc(sizeof *top);
  top->value = 3;
  top->next = 0;
  pthread_t p, q;
  pthread_create(&p, 0, popper, 0);
  pthread_create(&q, 0, peeker, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  return 0;
}
