// expect: assertion
// algos: sdpor,pop,dc
// The same buffer with `if` instead of `while` around the consumers' wait: one producer's
// broadcast wakes both consumers, the second finds the slot already emptied.
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
int full = 0, item = 0;
void *producer(void *arg) {
  for (int v = 1; v <= 2; v++) {
    pthread_mutex_lock(&m);
    while (full) pthread_cond_wait(&changed, &m);
    item = v;
    full = 1;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&m);
  }
  return arg;
}
void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  if (!full) pthread_cond_wait(&changed, &m);
  assert(full);
  full = 0;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t p, c1, c2;
  pthread_create(&c1, 0, consumer, 0);
  pthread_create(&c2, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(p, 0);
  pthread_join(c1, 0);
  pthread_join(c2, 0);
  return 0;
}
