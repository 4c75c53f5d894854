// expect: none
// complete: no
// algos: sdpor,pop,dc
// classes: 668
// sync_cond_timedwait_two_consumers_loop.c with a broadcast after each item instead of a
// signal: two consumers loop on pthread_cond_timedwait until an item is there.
// sdpor's 668 classes (DFS reaches 569 in 60 s without finishing); pop 668 before the fix too.
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
    pthread_cond_broadcast(&cv);
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
