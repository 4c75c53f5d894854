// expect: none
// complete: no
// algos: sdpor,pop,dc
// classes: 480
// Two consumers loop on pthread_cond_timedwait until an item is there (a timeout retries);
// the producer adds two items, a signal after each. sdpor's 480 classes (dfs reaches 480 in
// 60 s without finishing); pop explored 453: a wake-up with its early timeout left that took a
// token was no acquisition, so a later waiter's wake-up could not move before it and take the
// token (docs/algorithms.md, "Timed waits"). Now 480.
#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int items;
void *consumer(void *arg) {
  struct timespec deadline = {0, 0};
  pthread_mutex_lock(&m);
  while (items == 0) pthread_cond_timedwait(&cv, &m, &deadline);
  items--;
  pthread_mutex_unlock(&m);
  return arg;
}
void *producer(void *arg) {
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    items++;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(void) {
  pthread_t c[2], p;
  for (int i = 0; i < 2; i++) pthread_create(&c[i], 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  for (int i = 0; i < 2; i++) pthread_join(c[i], 0);
  pthread_join(p, 0);
  return 0;
}
