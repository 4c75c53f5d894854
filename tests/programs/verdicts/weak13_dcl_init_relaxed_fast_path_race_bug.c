// expect: data-race
// The buggy twin of weak13_dcl_init_acquire_complete.c: the fast path loads the instance
// pointer relaxed. A thread that sees it set takes the fast path without synchronising with
// the publication: its reads of the fields race with the initialising thread's writes
// (reported in the SC executions; under C11 it could also read the fields unset).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct config { int version; int limit; };
static _Atomic(struct config *) instance;
static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
static struct config storage;
static struct config *get_config(void) {
  struct config *c = atomic_load_explicit(&instance, memory_order_relaxed);
  if (c) return c;
  pthread_mutex_lock(&init_lock);
  c = atomic_load_explicit(&instance, memory_order_relaxed);
  if (!c) {
    storage.version = 3;
    storage.limit = 64;
    c = &storage;
    atomic_store_explicit(&instance, c, memory_order_release);
  }
  pthread_mutex_unlock(&init_lock);
  return c;
}
void *user(void *arg) {
  struct config *c = get_config();
  assert(c->version == 3 && c->limit == 64);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, user, 0);
  pthread_create(&b, 0, user, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
