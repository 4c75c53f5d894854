// expect: assertion, data-race
// classes: 12
// rf-classes: 12
// Producer/consumer on one index: the producer fills slot i and then publishes i + 1; the
// consumer waits until the index passes the slot it wants. The bug: the producer publishes
// the second slot's index before filling it, so the consumer can read it empty.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
int buf[2];
atomic_int published;
void *producer(void *arg) {
  buf[0] = 10;
  atomic_store(&published, 1);
  atomic_store(&published, 2);
  buf[1] = 20;
  return 0;
}
void *consumer(void *arg) {
  for (int i = 0; i < 2; i++) {
    while (atomic_load(&published) <= i) {}
    assert(buf[i] == 10 * (i + 1));
  }
  return 0;
}
int main(void) {
  pthread_t p, c;
  pthread_create(&c, 0, consumer, 0); pthread_create(&p, 0, producer, 0);
  pthread_join(p, 0); pthread_join(c, 0);
  return 0;
}
