// expect: none
// complete: no
// algos: sdpor,pop,dc
// classes: 68
// One consumer loops on pthread_cond_timedwait, the other on pthread_cond_wait; the
// producer adds two items, a signal after each. The timed waiter may take a signal's token
// before its early timeout is used; the untimed waiter's wake-up must be able to move before
// it and take that token (docs/algorithms.md, "Timed waits").
// DFS: 68 classes (103 137 executions, 10 s); sdpor and pop 68; pop before the fix 60.
#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int items;
void *timed_consumer(void *arg) {
  struct timespec deadline = {0, 0};
  pthread_mutex_lock(&m);
  while (items == 0) pthread_cond_timedwait(&cv, &m, &deadline);
  items--;
  pthread_mutex_unlock(&m);
  return arg;
}
void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  while (items == 0) pthread_cond_wait(&cv, &m);
  items--;
  pthread_mutex_unlock(&m);
  return arg;
}
void *producer(void *arg) {
  pthread_mutex_lock(&m);
  items += 2;
  pthread_cond_signal(&cv);
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t c, d, p;
  pthread_create(&c, 0, timed_consumer, 0);
  pthread_create(&d, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(c, 0);
  pthread_join(d, 0);
  pthread_join(p, 0);
  return 0;
}
