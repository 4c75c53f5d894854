// expect: none
// complete: no
// algos: sdpor,pop,dc
// classes: 96
// Two consumers wait for one item with pthread_cond_timedwait in a loop and give up at their
// second timeout; the producer adds one item and signals once. One consumer gets the item;
// the other times out early once, then waits until nobody else can run (its late timeout,
// the deadline expiring when everyone is blocked) and gives up.
// sdpor's 96 classes (DFS reaches 96 in 60 s without finishing); pop 96 before the fix too.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int items, taken, gave_up;
void *consumer(void *arg) {
  struct timespec deadline = {0, 0};
  int timeouts = 0;
  pthread_mutex_lock(&m);
  while (items == 0 && timeouts < 2)
    if (pthread_cond_timedwait(&cv, &m, &deadline) == ETIMEDOUT) timeouts++;
  if (items > 0) {
    items--;
    taken++;
  } else {
    gave_up++;
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
  pthread_t c[2], p;
  for (int i = 0; i < 2; i++) pthread_create(&c[i], 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  for (int i = 0; i < 2; i++) pthread_join(c[i], 0);
  pthread_join(p, 0);
  assert(taken == 1 && gave_up == 1);
  return 0;
}
