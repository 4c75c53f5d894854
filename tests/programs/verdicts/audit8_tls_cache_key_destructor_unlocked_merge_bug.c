// expect: data-race
// The per-thread cache whose key destructor merges into the shared total without the lock:
// the two exiting threads' destructors race.
#include <pthread.h>
#include <stdlib.h>
static __thread int *cache;
static pthread_key_t cache_key;
static int merged;
static void free_cache(void *p) {
  merged += *(int *)p;
  free(p);
}
static void *worker(void *arg) {
  cache = calloc(1, sizeof *cache);
  if (!cache) return arg;
  pthread_setspecific(cache_key, cache);
  (*cache)++;
  return arg;
}
int main(void) {
  pthread_key_create(&cache_key, free_cache);
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
