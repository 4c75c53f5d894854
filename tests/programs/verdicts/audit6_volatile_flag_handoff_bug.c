// expect: data-race
// `volatile` used as if it synchronised: the consumer spins on a volatile flag and then reads
// the data; volatile accesses are not atomic, so flag and data both race.
#include <assert.h>
#include <pthread.h>
volatile int ready = 0;
int data = 0;
void *producer(void *arg) {
  data = 7;
  ready = 1;
  return arg;
}
void *consumer(void *arg) {
  while (!ready) {
  }
  assert(data == 7);
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
