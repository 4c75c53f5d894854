// expect: none
// algos: sdpor,pop,dc
// classes: 44
// rf-classes: 44
// (DFS left out of the corpus run: it does not finish in 300 s; sdpor and pop 44 classes)
// A producer posts two units; two consumers each take one with sem_wait and add it to a
// counter under a mutex; main cancels the first consumer. A request that lands while that
// consumer waits wakes it without taking a unit (the unit stays for nobody, or for the
// other consumer); a request after its wake-up stays pending and the consumer counts its
// unit. Whatever the order, every unit posted was counted or is still in the semaphore.
// DC-DPOR's dead-call search models a sem_wait a request woke (docs/algorithms.md, "dc19").
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t items;
static int counted;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *consumer(void *arg) {
  sem_wait(&items);
  pthread_mutex_lock(&m);
  counted++;
  pthread_mutex_unlock(&m);
  return 0;
}
static void *producer(void *arg) {
  sem_post(&items);
  sem_post(&items);
  return 0;
}
int main(void) {
  sem_init(&items, 0, 0);
  pthread_t a, b, p;
  pthread_create(&a, 0, consumer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_cancel(a);
  pthread_join(a, 0);
  pthread_join(p, 0);
  pthread_join(b, 0);
  int left;
  sem_getvalue(&items, &left);
  assert(left + counted == 2);
  return 0;
}
