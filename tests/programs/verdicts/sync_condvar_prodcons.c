// expect: none
// Producer/consumer with a condition variable, waiting in a while loop.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t nonempty = PTHREAD_COND_INITIALIZER;
int items, consumed;
void *producer(void *arg) {
  pthread_mutex_lock(&m);
  items += 2;
  pthread_cond_broadcast(&nonempty);
  pthread_mutex_unlock(&m);
  return 0;
}
void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  while (items == 0) pthread_cond_wait(&nonempty, &m);
  assert(items > 0);
  items--;
  consumed++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t c1, c2;
  pthread_create(&c1, 0, consumer, 0); pthread_create(&c2, 0, consumer, 0);
  producer(0);  /* main produces */
  pthread_join(c1, 0); pthread_join(c2, 0);
  assert(consumed == 2 && items == 0);
  return 0;
}
