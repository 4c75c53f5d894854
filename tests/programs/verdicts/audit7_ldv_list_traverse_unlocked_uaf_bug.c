// expect: data-race, memory-error
// The list consumer frees entries under the lock while a statistics thread walks the list
// without it: a race on the links, and a read of a freed entry.
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))
struct list_head { struct list_head *next, *prev; };
struct entry { int value; struct list_head link; };
static struct list_head head = {&head, &head};
static pthread_mutex_t list_lock = PTHREAD_MUTEX_INITIALIZER;
static int seen;
static void *remover(void *arg) {
  pthread_mutex_lock(&list_lock);
  struct list_head *p = head.next;
  if (p != &head) {
    p->prev->next = p->next;
    p->next->prev = p->prev;
    free(container_of(p, struct entry, link));
  }
  pthread_mutex_unlock(&list_lock);
  return arg;
}
static void *stats(void *arg) {
  for (struct list_head *p = head.next; p != &head; p = p->next)
    seen += container_of(p, struct entry, link)->value;
  return arg;
}
int main(void) {
  struct entry *e = malloc(sizeof *e);
  if (!e) return 1;
  e->value = 5;
  e->link.next = e->link.prev = &head;
  head.next = head.prev = &e->link;
  pthread_t r, s;
  pthread_create(&r, 0, remover, 0);
  pthread_create(&s, 0, stats, 0);
  pthread_join(r, 0);
  pthread_join(s, 0);
  return 0;
}
