// expect: assertion
// algos: sdpor,pop,dc
// classes: 41
// rf-classes: 41
// (DFS left out of the corpus run: 18415 executions, 41 classes, as sdpor, pop and dc)
// A worker takes units in a loop (sem_wait, then a plain count) with a cleanup handler that
// records how many it took; main posts three units, cancels it and joins. main believes the
// worker took at least one unit before the request: false when the request wakes the
// worker's first wait (it takes no unit) or lands before the worker ran. The other outcomes
// (one, two or three units taken, the rest left in the semaphore) all satisfy the count.
// DC-DPOR's dead-call search models a sem_wait a request woke (docs/algorithms.md, "dc19").
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t units;
static int taken, recorded = -1;
static void record(void *arg) { recorded = taken; }
static void *worker(void *arg) {
  pthread_cleanup_push(record, 0);
  for (;;) {
    sem_wait(&units);
    taken++;
  }
  pthread_cleanup_pop(0);
  return 0;
}
int main(void) {
  sem_init(&units, 0, 0);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  for (int i = 0; i < 3; i++) sem_post(&units);
  pthread_cancel(t);
  pthread_join(t, 0);
  int left;
  sem_getvalue(&units, &left);
  assert(recorded + left == 3);
  assert(recorded >= 1);
  return 0;
}
