// expect: none
// algos: sdpor,pop,dc
// classes: 408
// Two consumers, one timed wait each (no loop), the result inspected; two producers each add
// an item and signal. A consumer that times out leaves its item to the other.
// sdpor's 408 classes (DFS reaches 408 in 60 s without finishing); pop 408 before the fix too.
#include <assert.h>
#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int items, taken;
void *consumer(void *arg) {
  struct timespec deadline = {0, 0};
  pthread_mutex_lock(&m);
  if (items == 0) pthread_cond_timedwait(&cv, &m, &deadline);
  if (items > 0) {
    items--;
    taken++;
  }
  pthread_mutex_unlock(&m);
  return arg;
}
void *producer(void *arg) {
  pthread_mutex_lock(&m);
  items++;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t c[2], p[2];
  for (int i = 0; i < 2; i++) pthread_create(&c[i], 0, consumer, 0);
  for (int i = 0; i < 2; i++) pthread_create(&p[i], 0, producer, 0);
  for (int i = 0; i < 2; i++) pthread_join(c[i], 0);
  for (int i = 0; i < 2; i++) pthread_join(p[i], 0);
  assert(taken + items == 2);
  return 0;
}
