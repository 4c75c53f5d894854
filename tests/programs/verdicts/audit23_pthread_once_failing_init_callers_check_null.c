// expect: none
// algos: pop,sdpor,dc,qpor
// A thread-safe singleton via pthread_once whose init can fail: the config it needs is
// published by main before the workers start; init allocates the instance only when the
// config is valid (here it is not: size 0), and pthread_once never runs init again. Each
// caller checks for NULL and falls back to a default, so no path dereferences the missing
// instance. Natively (gcc -O2), 300 runs under taskset -c 0: exit 0 in 300.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
struct cache { int capacity; };
static pthread_once_t cache_once = PTHREAD_ONCE_INIT;
static struct cache *instance;
static int configured_capacity;  // written by main before any worker starts
static void init_cache(void) {
  if (configured_capacity <= 0) return;  // the init fails: instance stays NULL
  instance = malloc(sizeof *instance);
  if (instance) instance->capacity = configured_capacity;
}
static struct cache *get_cache(void) {
  pthread_once(&cache_once, init_cache);
  return instance;
}
static void *worker(void *arg) {
  (void)arg;
  struct cache *c = get_cache();
  long capacity = c ? c->capacity : 16;  // the fallback when the init failed
  return (void *)capacity;
}
int main(void) {
  configured_capacity = 0;
  pthread_t a, b;
  void *ra, *rb;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  assert((long)ra == 16 && (long)rb == 16);
  free(instance);
  return 0;
}
