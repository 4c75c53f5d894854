// expect: crash
// algos: pop,sdpor,dc,qpor
// The twin of audit23_pthread_once_failing_init_callers_check_null.c whose callers trust the
// singleton: the init failed (capacity 0), pthread_once does not retry it, and the first
// caller dereferences NULL. Natively (gcc -O2), 20 runs: SIGSEGV in 20.
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
  long capacity = c->capacity;  // wrong: the init may have failed
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
  (void)ra;
  (void)rb;
  free(instance);
  return 0;
}
