// expect: none
// ldv-races style intrusive doubly linked list (list_add / list_del / list_for_each with
// container_of), one producer adding two entries and a consumer removing what it finds,
// everything under the list's mutex; entries are malloc'ed and freed by the consumer.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))
struct list_head { struct list_head *next, *prev; };
static void list_init(struct list_head *h) { h->next = h->prev = h; }
static void list_add(struct list_head *n, struct list_head *h) {
  n->next = h->next;
  n->prev = h;
  h->next->prev = n;
  h->next = n;
}
static void list_del(struct list_head *n) {
  n->prev->next = n->next;
  n->next->prev = n->prev;
}
struct entry { int value; struct list_head link; };
static struct list_head head;
static pthread_mutex_t list_lock = PTHREAD_MUTEX_INITIALIZER;
static int removed_sum;
static void *producer(void *arg) {
  for (int v = 1; v <= 2; v++) {
    struct entry *e = malloc(sizeof *e);
    if (!e) return 0;
    e->value = v;
    pthread_mutex_lock(&list_lock);
    list_add(&e->link, &head);
    pthread_mutex_unlock(&list_lock);
  }
  return arg;
}
static void *consumer(void *arg) {
  pthread_mutex_lock(&list_lock);
  struct list_head *p = head.next;
  while (p != &head) {
    struct list_head *next = p->next;
    struct entry *e = container_of(p, struct entry, link);
    removed_sum += e->value;
    list_del(p);
    free(e);
    p = next;
  }
  pthread_mutex_unlock(&list_lock);
  return arg;
}
int main(void) {
  list_init(&head);
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  int left = 0;
  for (struct list_head *q = head.next; q != &head; q = q->next)
    left += container_of(q, struct entry, link)->value;
  assert(left + removed_sum == 3);
  return 0;
}
