// expect: none
// A release sequence through a relaxed RMW: the producer's release store heads it, a
// relaxed fetch_add by another thread continues it, and a consumer whose acquire load reads
// the fetch_add's value still synchronises with the producer.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
int payload;
atomic_int count;
void *producer(void *arg) {
  (void)arg;
  payload = 7;
  atomic_store_explicit(&count, 1, memory_order_release);
  return NULL;
}
void *bumper(void *arg) {
  (void)arg;
  atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
  return NULL;
}
int main(void) {
  pthread_t p, b;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&b, NULL, bumper, NULL);
  // 2 means the producer's store then the fetch_add: the release sequence reaches us.
  if (atomic_load_explicit(&count, memory_order_acquire) == 2) assert(payload == 7);
  pthread_join(p, NULL);
  pthread_join(b, NULL);
  return 0;
}
