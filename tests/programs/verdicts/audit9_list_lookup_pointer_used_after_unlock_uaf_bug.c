// expect: data-race, memory-error
// A reader looks a node up under the list mutex but uses the pointer after unlocking; a
// remover unlinks and frees that node in between: a use after free.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
struct node { int key, value; struct node *next; };
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static struct node *list;
static struct node *find(int key) {
  for (struct node *n = list; n; n = n->next)
    if (n->key == key) return n;
  return NULL;
}
static void *reader(void *arg) {
  pthread_mutex_lock(&m);
  struct node *n = find(7);
  pthread_mutex_unlock(&m);
  if (n) assert(n->value == 70);
  return arg;
}
static void *remover(void *arg) {
  pthread_mutex_lock(&m);
  struct node **pp = &list;
  while (*pp && (*pp)->key != 7) pp = &(*pp)->next;
  struct node *victim = *pp;
  if (victim) *pp = victim->next;
  pthread_mutex_unlock(&m);
  free(victim);
  return arg;
}
int main(void) {
  for (int k = 5; k <= 7; k++) {
    struct node *n = malloc(sizeof *n);
    n->key = k;
    n->value = k * 10;
    n->next = list;
    list = n;
  }
  pthread_t r, d;
  pthread_create(&r, NULL, reader, NULL);
  pthread_create(&d, NULL, remover, NULL);
  pthread_join(r, NULL);
  pthread_join(d, NULL);
  while (list) { struct node *n = list; list = n->next; free(n); }
  return 0;
}
