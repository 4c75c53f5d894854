// expect: none
// algos: sdpor,pop,dc
// classes: 68
// Two consumers wait with `while` on a counter; one producer posts two items with broadcast.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int items = 0;
void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  while (items == 0) pthread_cond_wait(&c, &m);
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
  assert(items == 0);
  return 0;
}
