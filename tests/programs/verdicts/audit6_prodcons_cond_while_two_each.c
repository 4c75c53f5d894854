// expect: none
// algos: sdpor,pop,dc
// Bounded buffer of one slot, two producers and two consumers, `while` around each wait and
// broadcast on every change: every item is consumed exactly once.
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
int full = 0, item = 0, consumed_sum = 0;
void *producer(void *arg) {
  int v = (int)(long)arg;
  pthread_mutex_lock(&m);
  while (full) pthread_cond_wait(&changed, &m);
  item = v;
  full = 1;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&m);
  return 0;
}
void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  while (!full) pthread_cond_wait(&changed, &m);
  consumed_sum += item;
  full = 0;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t p1, p2, c1, c2;
  pthread_create(&p1, 0, producer, (void *)1);
  pthread_create(&p2, 0, producer, (void *)2);
  pthread_create(&c1, 0, consumer, 0);
  pthread_create(&c2, 0, consumer, 0);
  pthread_join(p1, 0);
  pthread_join(p2, 0);
  pthread_join(c1, 0);
  pthread_join(c2, 0);
  assert(consumed_sum == 3);
  return 0;
}
