// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 4
// rf-classes: 4
// Double-checked locking done right: the instance pointer is atomic, published with a
// release store and read with acquire loads.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define PTR_T struct config *_Atomic
#define LOAD_PTR(p) atomic_load_explicit(&p, memory_order_acquire)
#define STORE_PTR(p, v) atomic_store_explicit(&p, v, memory_order_release)
#include <stdatomic.h>
struct config { int level; int size; };
static PTR_T instance;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static struct config storage;
struct config *get_config(void) {
  struct config *c = LOAD_PTR(instance);
  if (!c) {
    pthread_mutex_lock(&m);
    c = LOAD_PTR(instance);
    if (!c) {
      storage.level = 3;
      storage.size = 64;
      c = &storage;
      STORE_PTR(instance, c);
    }
    pthread_mutex_unlock(&m);
  }
  return c;
}
void *worker(void *arg) { assert(get_config()->size == 64); return arg; }
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
