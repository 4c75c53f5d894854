// expect: none
// GCC builtins done right: __ATOMIC_RELEASE store, __ATOMIC_ACQUIRE load; and a legacy
// __sync builtin (a full barrier) as a second, seq_cst publication.
#include <assert.h>
#include <pthread.h>
int payload, other;
int ready, ready2;
void *producer(void *arg) {
  (void)arg;
  payload = 42;
  __atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
  other = 5;
  __sync_fetch_and_add(&ready2, 1);
  return NULL;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  if (__atomic_load_n(&ready, __ATOMIC_ACQUIRE)) assert(payload == 42);
  if (__sync_fetch_and_add(&ready2, 0)) assert(other == 5);
  pthread_join(t, NULL);
  return 0;
}
