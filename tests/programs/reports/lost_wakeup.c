// A lost wake-up: the consumer checks without a loop around the wait and the producer may
// signal before the consumer waits (tests/e2e/cli/test_reports.py).
#include <pthread.h>
#include <stdbool.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t not_empty = PTHREAD_COND_INITIALIZER;
bool ready = false;

void wait_for_item(void) {
  pthread_mutex_lock(&m);
  pthread_cond_wait(&not_empty, &m);  // bug: no `while (!ready)` around it
  pthread_mutex_unlock(&m);
}

void *consumer(void *arg) {
  (void)arg;
  wait_for_item();
  return 0;
}

void *producer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  ready = true;
  pthread_cond_signal(&not_empty);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t c, p;
  pthread_create(&c, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(c, 0);
  pthread_join(p, 0);
  return 0;
}
