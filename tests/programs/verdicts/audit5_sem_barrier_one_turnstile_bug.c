// expect: assertion
// time-limit: 10
// algos: sdpor,pop,dc
// A "reusable" barrier with one turnstile that the last arrival opens N times: a fast thread
// passes round 1, arrives at round 2 and takes a second token of round 1's turnstile while
// the slow thread is still at round 1, so it runs round 2 alone.
#include <pthread.h>
#include <semaphore.h>
#include <assert.h>
#define N 2
static sem_t mutex, turnstile;
static int count;
static int round_of[N];
static void barrier(void) {
  sem_wait(&mutex);
  if (++count == N) { count = 0; for (int k = 0; k < N; k++) sem_post(&turnstile); }
  sem_post(&mutex);
  sem_wait(&turnstile);
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
  sem_init(&turnstile, 0, 0);
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  return 0;
}
