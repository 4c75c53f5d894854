// expect: none
// time-limit: 4
// pthread-lit sync01 style: a counter `num` bounded to 0..1 by two condition variables
// (empty / full); the producer puts twice, the consumer takes twice, both in while loops.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t empty = PTHREAD_COND_INITIALIZER, full = PTHREAD_COND_INITIALIZER;
static int num;
static void *producer(void *arg) {
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    while (num > 0) pthread_cond_wait(&empty, &m);
    num++;
    pthread_cond_signal(&full);
    pthread_mutex_unlock(&m);
  }
  return arg;
}
static void *consumer(void *arg) {
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    while (num == 0) pthread_cond_wait(&full, &m);
    num--;
    assert(num == 0);
    pthread_cond_signal(&empty);
    pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(void) {
  pthread_t p, c;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&c, NULL, consumer, NULL);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  assert(num == 0);
  return 0;
}
