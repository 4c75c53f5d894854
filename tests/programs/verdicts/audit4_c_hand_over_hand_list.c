// expect: none
// A sorted linked list with a mutex per node, traversed hand over hand (lock the next node
// before releasing the current one); two threads insert concurrently.
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
  while (cur) {
    pthread_mutex_lock(&cur->lock);
    if (cur->key > key) { pthread_mutex_unlock(&cur->lock); break; }
    pthread_mutex_unlock(&prev->lock);
    prev = cur;
    cur = cur->next;
  }
  fresh->next = cur;
  prev->next = fresh;
  pthread_mutex_unlock(&prev->lock);
}
void *worker(void *arg) { insert((int)(long)arg); return 0; }
int main(void) {
  insert(5);
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)3L);
  pthread_create(&b, 0, worker, (void *)7L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  int n = 0, last = -1;
  for (struct node *p = head.next; p; p = p->next) { assert(p->key > last); last = p->key; n++; }
  assert(n == 3);
  return 0;
}
