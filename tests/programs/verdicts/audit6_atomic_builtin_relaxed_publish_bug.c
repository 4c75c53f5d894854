// expect: data-race
// Publication through a relaxed __atomic_store_n / __atomic_load_n flag: relaxed accesses
// order nothing, so the plain write of the payload races with its read.
#include <pthread.h>
static int payload;
static int ready;
void *producer(void *arg) {
  payload = 99;
  __atomic_store_n(&ready, 1, __ATOMIC_RELAXED);
  return arg;
}
void *consumer(void *arg) {
  if (__atomic_load_n(&ready, __ATOMIC_RELAXED)) {
    int v = payload;
    (void)v;
  }
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
