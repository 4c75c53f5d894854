// expect: none
// rf-classes: 2
// One producer hands a value to one consumer through a flag, a mutex and a condition
// variable (`while` loop): two threads sharing one mutex, one variable, one condition
// variable, so the program is acyclic, and DC-DPOR runs exactly one execution per reads-from
// class with no redundant run (its dead-call search models the condition variable:
// docs/algorithms.md, "dc14").
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready, value;
void *producer(void *arg) {
  pthread_mutex_lock(&m);
  value = 42;
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return arg;
}
void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  while (!ready) pthread_cond_wait(&c, &m);
  assert(value == 42);
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
