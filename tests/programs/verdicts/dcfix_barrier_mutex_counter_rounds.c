// expect: none
// classes: 12
// rf-classes: 12
// algos: sdpor,pop,dc
// (dfs left out: without reduction it does not finish within the time limit; the counts are
// sdpor's and pop's, equal)
// Two workers and main meet at a barrier twice; before each meeting each worker increments
// a counter under a mutex, and main checks it under the mutex after the first meeting (at
// least 2: a worker may already count its second round) and after the second (exactly 4).
// The lock order is a behaviour; arrivals commute.
#include <assert.h>
#include <pthread.h>
static pthread_barrier_t b;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int counter;
static void *worker(void *arg) {
  for (int round = 0; round < 2; round++) {
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    pthread_barrier_wait(&b);
  }
  return arg;
}
int main(void) {
  pthread_barrier_init(&b, 0, 3);
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  pthread_barrier_wait(&b);
  pthread_mutex_lock(&m);
  assert(counter >= 2);
  pthread_mutex_unlock(&m);
  pthread_barrier_wait(&b);
  assert(counter == 4);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  pthread_barrier_destroy(&b);
  return 0;
}
