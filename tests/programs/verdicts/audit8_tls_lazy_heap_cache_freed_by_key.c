// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// flags: --leaks
// A per-thread cache: a __thread pointer allocated on first use, registered with a
// pthread_key whose destructor frees it when the thread exits; counts are merged under a lock.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
static __thread int *cache;
static pthread_key_t cache_key;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;
static int merged;
static void free_cache(void *p) {
  pthread_mutex_lock(&merge_lock);
  merged += *(int *)p;
  pthread_mutex_unlock(&merge_lock);
  free(p);
}
static void make_key(void) { pthread_key_create(&cache_key, free_cache); }
static int *my_cache(void) {
  if (!cache) {
    pthread_once(&key_once, make_key);
    cache = calloc(1, sizeof *cache);
    pthread_setspecific(cache_key, cache);
  }
  return cache;
}
static void *worker(void *arg) {
  for (int i = 0; i < 2; i++) (*my_cache())++;
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(merged == 4);
  return 0;
}
