// expect: data-race
// complete: no
// Weak memory (branch weak12): INCOMPLETE, reason weak-memory: 1 atomic load (first at audit12_c_config_cache_sort_under_rdlock_bug.c:77, relaxed, which could read a write its schedule ran later) could read
// another write under C11 than in the SC executions braid explores (docs/memory_model.md).
// algos: sdpor,pop,dc
// A configuration cache: pthread_once parses the defaults ("key=value;...") with strtok_r
// into a realloc-grown table; a writer thread adds an override under the write lock and
// marks the table unsorted; two reader threads look keys up with bsearch under the read
// lock. A reader that finds the table unsorted sorts it with qsort while still holding
// only the read lock: both readers may sort at once, qsort's element swaps racing with the
// other reader's qsort and bsearch. The twin that re-takes the write lock to sort is
// audit12_c_config_cache_sort_under_wrlock.c.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char key[16];
  int value;
} entry_t;

typedef struct {
  pthread_rwlock_t lock;
  entry_t *entries;
  size_t count, capacity;
  atomic_int unsorted;  // readers may look at it under the read lock
} config_t;

static config_t config = {PTHREAD_RWLOCK_INITIALIZER, NULL, 0, 0, 0};
static pthread_once_t config_once = PTHREAD_ONCE_INIT;

static int entry_cmp(const void *a, const void *b) {
  return strcmp(((const entry_t *)a)->key, ((const entry_t *)b)->key);
}
static int key_cmp(const void *key, const void *elem) {
  return strcmp((const char *)key, ((const entry_t *)elem)->key);
}

// Appends without sorting; the caller holds the write lock (or runs alone in the once).
static void config_append(const char *key, int value) {
  if (config.count == config.capacity) {
    size_t cap = config.capacity ? config.capacity * 2 : 2;
    entry_t *grown = realloc(config.entries, cap * sizeof *grown);
    if (!grown) {
      perror("realloc");
      abort();
    }
    config.entries = grown;
    config.capacity = cap;
  }
  entry_t *e = &config.entries[config.count++];
  snprintf(e->key, sizeof e->key, "%s", key);
  e->value = value;
  atomic_store_explicit(&config.unsorted, 1, memory_order_relaxed);
}

static void config_load_defaults(void) {
  char text[] = "workers=4;retries=3;backlog=16";
  char *save = NULL;
  for (char *item = strtok_r(text, ";", &save); item; item = strtok_r(NULL, ";", &save)) {
    char *eq = strchr(item, '=');
    if (!eq) continue;
    *eq = '\0';
    config_append(item, atoi(eq + 1));
  }
  qsort(config.entries, config.count, sizeof(entry_t), entry_cmp);
  atomic_store_explicit(&config.unsorted, 0, memory_order_relaxed);
  fprintf(stderr, "config: %zu defaults loaded\n", config.count);
}

static int config_get(const char *key, int fallback) {
  pthread_once(&config_once, config_load_defaults);
  pthread_rwlock_rdlock(&config.lock);
  if (atomic_load_explicit(&config.unsorted, memory_order_relaxed)) {
    // BUG: sorting mutates the table, but this thread holds only the read lock.
    qsort(config.entries, config.count, sizeof(entry_t), entry_cmp);
    atomic_store_explicit(&config.unsorted, 0, memory_order_relaxed);
  }
  const entry_t *e = bsearch(key, config.entries, config.count, sizeof(entry_t), key_cmp);
  int value = e ? e->value : fallback;
  pthread_rwlock_unlock(&config.lock);
  return value;
}

static void config_set(const char *key, int value) {
  pthread_once(&config_once, config_load_defaults);
  pthread_rwlock_wrlock(&config.lock);
  config_append(key, value);
  pthread_rwlock_unlock(&config.lock);
}

static void *override_thread(void *arg) {
  (void)arg;
  config_set("alpha", 1);
  return NULL;
}

static void *reader_thread(void *arg) {
  const char *key = arg;
  int v = config_get(key, -1);
  printf("reader: %s = %d\n", key, v);
  assert(v != 0);
  return NULL;
}

int main(void) {
  pthread_t writer, readers[2];
  pthread_create(&writer, NULL, override_thread, NULL);
  pthread_create(&readers[0], NULL, reader_thread, "retries");
  pthread_create(&readers[1], NULL, reader_thread, "workers");
  pthread_join(writer, NULL);
  for (int i = 0; i < 2; i++) pthread_join(readers[i], NULL);
  assert(config_get("alpha", -1) == 1);
  assert(config_get("backlog", -1) == 16);
  free(config.entries);
  return 0;
}
