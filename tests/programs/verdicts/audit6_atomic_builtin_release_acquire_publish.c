// expect: none
// classes: 2
// The same publication with __ATOMIC_RELEASE / __ATOMIC_ACQUIRE: the payload is ordered.
#include <assert.h>
#include <pthread.h>
static int payload;
static int ready;
void *producer(void *arg) {
  payload = 99;
  __atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
  return arg;
}
void *consumer(void *arg) {
  if (__atomic_load_n(&ready, __ATOMIC_ACQUIRE)) assert(payload == 99);
  return arg;
}
int main(void) {
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
