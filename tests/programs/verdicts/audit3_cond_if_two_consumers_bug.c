// expect: assertion
// algos: sdpor,pop,dc
// Two consumers wait with `if`; the producer broadcasts after each item, so both consumers
// can wake on the first item and the second takes from an empty buffer (no spurious wake-up
// needed).
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int items = 0;
void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  if (items == 0) pthread_cond_wait(&c, &m);
  items--;
  assert(items >= 0);
  pthread_mutex_unlock(&m);
  return 0;
}
void *producer(void *arg) {
  for (int k = 0; k < 2; k++) {
    pthread_mutex_lock(&m);
    items++;
    pthread_cond_broadcast(&c);
    pthread_mutex_unlock(&m);
  }
  return 0;
}
int main(void) {
  pthread_t a, b, p;
  pthread_create(&a, 0, consumer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(a, 0); pthread_join(b, 0); pthread_join(p, 0);
  return 0;
}
