// expect: deadlock
// sync01 with a slip: the consumer signals `full` (its own condition) instead of `empty`, so
// a producer waiting for room is never woken.
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
    pthread_cond_signal(&full);   /* should be &empty */
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
  return 0;
}
