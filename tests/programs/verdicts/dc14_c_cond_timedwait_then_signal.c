// expect: none
// complete: no
// rf-classes: 4
// A consumer waits for a flag with pthread_cond_timedwait in a loop; its first wait may time
// out early (--early-timeouts=1, the default) before the producer signals. Two threads
// (acyclic): DC-DPOR runs one execution per reads-from class and no redundant run: its
// dead-call search models the early timeout (docs/algorithms.md, "dc14").
#include <assert.h>
#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready, timeouts;
void *producer(void *arg) {
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return arg;
}
void *consumer(void *arg) {
  struct timespec deadline = {0, 0};
  pthread_mutex_lock(&m);
  while (!ready)
    if (pthread_cond_timedwait(&c, &m, &deadline) != 0) timeouts++;
  assert(ready == 1);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t p, q;
  pthread_create(&q, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  return 0;
}
