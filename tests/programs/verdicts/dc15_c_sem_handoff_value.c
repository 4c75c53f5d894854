// expect: none
// rf-classes: 3
// A producer writes a value and posts a semaphore; a consumer waits on it and reads the
// value, then a second value written without synchronisation by the producer after its post
// is read under the same semaphore's second unit. Two threads sharing one semaphore and two
// variables: the program is acyclic, and DC-DPOR runs one execution per reads-from class
// with no redundant run (its dead-call search models the semaphore's count: docs/algorithms.md,
// "dc15").
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t ready;
static int first;
static _Atomic int second;
static void *producer(void *arg) {
  first = 1;
  sem_post(&ready);
  second = 2;
  sem_post(&ready);
  return arg;
}
static void *consumer(void *arg) {
  sem_wait(&ready);
  assert(first == 1);
  int seen = second;  // 0 or 2: the second post may not have come yet
  sem_wait(&ready);
  assert(second == 2);
  assert(seen == 0 || seen == 2);
  return arg;
}
int main(void) {
  sem_init(&ready, 0, 0);
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
