// expect: none
// algos: sdpor,pop,dc,qpor
// A reference-counted cache: lookups take a reference under the cache mutex (creating the
// entry on a miss), users read the entry's value without the mutex while they hold the
// reference, releases drop it under the mutex, and an entry evicted from the table is freed
// by whoever drops the last reference (the evicting thread or a user).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

#define SLOTS 2

struct entry {
  int key;
  int value;
  int refs;      // guarded by cache.lock
  int in_table;  // guarded by cache.lock
};

struct cache {
  pthread_mutex_t lock;
  struct entry *slot[SLOTS];
  int frees;
};

static struct cache cache = {PTHREAD_MUTEX_INITIALIZER, {NULL, NULL}, 0};

static int compute(int key) { return key * 100; }

static struct entry *cache_get(struct cache *c, int key) {
  pthread_mutex_lock(&c->lock);
  struct entry *e = c->slot[key % SLOTS];
  if (!e || e->key != key) {
    e = malloc(sizeof *e);
    if (!e) abort();
    e->key = key;
    e->value = compute(key);
    e->refs = 1;  // the table's reference
    e->in_table = 1;
    struct entry *old = c->slot[key % SLOTS];
    c->slot[key % SLOTS] = e;
    if (old) {
      old->in_table = 0;
      if (--old->refs == 0) {
        free(old);
        c->frees++;
      }
    }
  }
  e->refs++;  // the caller's reference
  pthread_mutex_unlock(&c->lock);
  return e;
}

static void cache_put(struct cache *c, struct entry *e) {
  pthread_mutex_lock(&c->lock);
  if (--e->refs == 0) {
    assert(!e->in_table);
    free(e);
    c->frees++;
  }
  pthread_mutex_unlock(&c->lock);
}

static void cache_evict_all(struct cache *c) {
  pthread_mutex_lock(&c->lock);
  for (int i = 0; i < SLOTS; i++) {
    struct entry *e = c->slot[i];
    if (!e) continue;
    c->slot[i] = NULL;
    e->in_table = 0;
    if (--e->refs == 0) {
      free(e);
      c->frees++;
    }
  }
  pthread_mutex_unlock(&c->lock);
}

static void *user(void *arg) {
  int key = (int)(long)arg;
  struct entry *e = cache_get(&cache, key);
  assert(e->key == key && e->value == key * 100);  // safe: we hold a reference
  cache_put(&cache, e);
  return NULL;
}

static void *evictor(void *arg) {
  cache_evict_all(&cache);
  return arg;
}

int main(void) {
  pthread_t a, b, ev;
  pthread_create(&a, NULL, user, (void *)1);
  pthread_create(&b, NULL, user, (void *)3);  // same slot as key 1
  pthread_create(&ev, NULL, evictor, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_join(ev, NULL);
  cache_evict_all(&cache);
  assert(cache.frees == 2);
  return 0;
}
