// expect: none
// algos: pop,sdpor,dc
// An LRU cache of three entries in a doubly linked list under a pthread rwlock. A lookup
// that finds a key moves its entry to the front (most recently used), so it changes the
// list: this version takes the write lock for get() as well. Two threads look up
// different keys, a third inserts a new key, evicting the least recently used. The list
// stays well linked (checked after the joins). gcc -O2, 200 runs under taskset -c 0:
// always 0.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
struct entry { int key, value; struct entry *prev, *next; };
static struct entry *head, *tail;
static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static void unlink_entry(struct entry *e) {
  if (e->prev) e->prev->next = e->next; else head = e->next;
  if (e->next) e->next->prev = e->prev; else tail = e->prev;
}
static void push_front(struct entry *e) {
  e->prev = 0;
  e->next = head;
  if (head) head->prev = e; else tail = e;
  head = e;
}
static int get(int key, int *value) {
  pthread_rwlock_wrlock(&lock);  // a hit reorders the list
  for (struct entry *e = head; e; e = e->next) {
    if (e->key == key) {
      unlink_entry(e);
      push_front(e);
      *value = e->value;
      pthread_rwlock_unlock(&lock);
      return 1;
    }
  }
  pthread_rwlock_unlock(&lock);
  return 0;
}
static void put(int key, int value) {
  struct entry *fresh = malloc(sizeof *fresh);
  fresh->key = key;
  fresh->value = value;
  pthread_rwlock_wrlock(&lock);
  struct entry *victim = tail;
  unlink_entry(victim);
  push_front(fresh);
  pthread_rwlock_unlock(&lock);
  free(victim);
}
static void *lookup(void *arg) {
  int key = (int)(long)arg, value;
  if (get(key, &value)) assert(value == key * 10);
  return 0;
}
static void *insert(void *arg) {
  (void)arg;
  put(4, 40);
  return 0;
}
int main(void) {
  for (int k = 3; k >= 1; --k) {  // list 1, 2, 3: key 3 is least recently used
    struct entry *e = malloc(sizeof *e);
    e->key = k;
    e->value = k * 10;
    push_front(e);
  }
  pthread_t a, b, c;
  pthread_create(&a, 0, lookup, (void *)1L);
  pthread_create(&b, 0, lookup, (void *)3L);
  pthread_create(&c, 0, insert, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  int seen = 0;
  for (struct entry *e = head, *before = 0; e; before = e, e = e->next) {
    assert(e->prev == before);
    ++seen;
  }
  assert(seen == 3);
  while (head) {
    struct entry *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
