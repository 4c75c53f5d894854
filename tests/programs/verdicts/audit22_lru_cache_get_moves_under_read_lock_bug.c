// expect: data-race, assertion, memory-error
// algos: pop,sdpor,dc
// The LRU cache of audit22_lru_cache_get_takes_write_lock.c with the common mistake: get()
// takes the READ lock because it "only reads", but a hit moves the entry to the front of
// the list. Two lookups that hit at once both rewrite head and the neighbours' links under
// a shared lock: a data race on the list pointers; an entry can be lost from the list, and the eviction
// can free an entry a lookup still walks (assertion, use after free). gcc -O2
// -fsanitize=thread, 100 runs: ThreadSanitizer reports a data race in every run.
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
  pthread_rwlock_rdlock(&lock);  // wrong: a hit reorders the list
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
