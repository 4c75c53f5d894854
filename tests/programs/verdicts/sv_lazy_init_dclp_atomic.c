// expect: none
// classes: 4
// Double-checked locking with an atomic flag: the fast path sees a fully built object.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
atomic_int ready;
int value;
int get(void) {
  if (!atomic_load(&ready)) {
    pthread_mutex_lock(&m);
    if (!atomic_load(&ready)) { value = 7; atomic_store(&ready, 1); }
    pthread_mutex_unlock(&m);
  }
  return value;
}
void *worker(void *arg) { assert(get() == 7); return 0; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  return 0;
}
