// expect: none
// time-limit: 10
// algos: sdpor,pop,dc
// The reusable barrier of "The Little Book of Semaphores": a mutex-protected count and two
// turnstiles; two threads pass it twice, and no thread starts round 2 before both ended round 1.
#include <pthread.h>
#include <semaphore.h>
#include <assert.h>
#define N 2
static sem_t mutex, turnstile1, turnstile2;
static int count;
static int round_of[N];
static void barrier(void) {
  sem_wait(&mutex);
  if (++count == N) for (int k = 0; k < N; k++) sem_post(&turnstile1);
  sem_post(&mutex);
  sem_wait(&turnstile1);
  sem_wait(&mutex);
  if (--count == 0) for (int k = 0; k < N; k++) sem_post(&turnstile2);
  sem_post(&mutex);
  sem_wait(&turnstile2);
}
static void *worker(void *arg) {
  int me = (int)(long)arg;
  for (int r = 1; r <= 2; r++) {
    __atomic_store_n(&round_of[me], r, __ATOMIC_SEQ_CST);
    barrier();
    for (int k = 0; k < N; k++) assert(__atomic_load_n(&round_of[k], __ATOMIC_SEQ_CST) >= r);
  }
  return 0;
}
int main(void) {
  sem_init(&mutex, 0, 1);
  sem_init(&turnstile1, 0, 0);
  sem_init(&turnstile2, 0, 0);
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  return 0;
}
