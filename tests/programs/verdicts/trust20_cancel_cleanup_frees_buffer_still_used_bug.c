// expect: memory-error
// classes: 8
// rf-classes: 8
// A consumer waits on a condition variable for a shared buffer to fill; its cleanup handler
// frees the buffer as if it owned it. main cancels the consumer while a producer may still
// write into the buffer under the mutex: when the request wakes the consumer in its wait
// before the producer's turn, the producer writes into freed memory.
#include <pthread.h>
#include <stdlib.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int *buf;
static int filled;
static void release(void *p) {
  free(buf);
  pthread_mutex_unlock(&m);
}
static void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  pthread_cleanup_push(release, 0);
  while (!filled) pthread_cond_wait(&c, &m);
  pthread_cleanup_pop(0);
  pthread_mutex_unlock(&m);
  return 0;
}
static void *producer(void *arg) {
  pthread_mutex_lock(&m);
  buf[0] = 42;
  filled = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  buf = malloc(sizeof *buf);
  pthread_t tc, tp;
  pthread_create(&tc, 0, consumer, 0);
  pthread_create(&tp, 0, producer, 0);
  pthread_cancel(tc);
  pthread_join(tc, 0);
  pthread_join(tp, 0);
  return 0;
}
