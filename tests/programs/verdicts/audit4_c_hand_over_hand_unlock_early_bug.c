// expect: assertion, data-race
// The same list, but the traversal releases a node before locking the next: two inserters
// can link after the same node and one insertion is lost.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
struct node { int key; struct node *next; pthread_mutex_t lock; };
struct node head = {-1, 0, PTHREAD_MUTEX_INITIALIZER};
static struct node *make(int key) {
  struct node *n = malloc(sizeof *n);
  n->key = key;
  n->next = 0;
  pthread_mutex_init(&n->lock, 0);
  return n;
}
static void insert(int key) {
  struct node *fresh = make(key);
  struct node *prev = &head;
  pthread_mutex_lock(&prev->lock);
  struct node *cur = prev->next;
  pthread_mutex_unlock(&prev->lock);
  while (cur && cur->key < key) {
    prev = cur;
    cur = cur->next;
  }
  pthread_mutex_lock(&prev->lock);
  fresh->next = cur;
  prev->next = fresh;
  pthread_mutex_unlock(&prev->lock);
}
void *worker(void *arg) { insert((int)(long)arg); return 0; }
int main(void) {
  insert(5);
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)7L);
  pthread_create(&b, 0, worker, (void *)8L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  int n = 0;
  for (struct node *p = head.next; p; p = p->next) n++;
  assert(n == 3);
  return 0;
}
