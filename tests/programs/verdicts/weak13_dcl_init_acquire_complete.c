// expect: none
// Double-checked initialisation: a fast path loads the instance pointer with acquire; on
// NULL the slow path takes a mutex, checks again (relaxed: the mutex orders it) and
// publishes a fully built instance with a release store. A reader that sees the pointer
// synchronises with its publication and sees the built fields; one that sees NULL takes the
// lock. Correct under C11: complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct config { int version; int limit; };
static _Atomic(struct config *) instance;
static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
static struct config storage;
static struct config *get_config(void) {
  struct config *c = atomic_load_explicit(&instance, memory_order_acquire);
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
