// expect: none
// algos: sdpor,pop,dc
// rf-classes: 32
// A one-slot buffer between a producer of three items and a consumer, with two condition
// variables (not_full, not_empty) on one mutex: two threads, so acyclic; DC-DPOR runs one
// execution per reads-from class and no redundant run (docs/algorithms.md, "dc14").
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t not_full = PTHREAD_COND_INITIALIZER, not_empty = PTHREAD_COND_INITIALIZER;
int full, slot, sum;
void *producer(void *arg) {
  for (int i = 1; i <= 3; i++) {
    pthread_mutex_lock(&m);
    while (full) pthread_cond_wait(&not_full, &m);
    slot = i;
    full = 1;
    pthread_cond_signal(&not_empty);
    pthread_mutex_unlock(&m);
  }
  return arg;
}
void *consumer(void *arg) {
  for (int i = 1; i <= 3; i++) {
    pthread_mutex_lock(&m);
    while (!full) pthread_cond_wait(&not_empty, &m);
    assert(slot == i);
    sum += slot;
    full = 0;
    pthread_cond_signal(&not_full);
    pthread_mutex_unlock(&m);
  }
  assert(sum == 6);
  return arg;
}
int main(void) {
  pthread_t p, q;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&q, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  return 0;
}
