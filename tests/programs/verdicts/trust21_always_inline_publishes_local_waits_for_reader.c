// expect: none
// algos: dfs,sdpor,pop,dc
// The correct twin of trust21_always_inline_publishes_local_to_thread_bug.c: the always_inline
// helper waits until the worker has read its local before it returns, so the local is live at
// every read (no use after return may be reported for an inlined helper's local that is
// still in scope).
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static int *request;
static sem_t posted, read_done;
static int answer;
static inline __attribute__((always_inline)) void ask(int value) {
  int slot = value;
  request = &slot;
  sem_post(&posted);
  sem_wait(&read_done);
}
static void *worker(void *arg) {
  sem_wait(&posted);
  answer = *request;
  sem_post(&read_done);
  return 0;
}
int main(void) {
  pthread_t t;
  sem_init(&posted, 0, 0);
  sem_init(&read_done, 0, 0);
  pthread_create(&t, 0, worker, 0);
  ask(41);
  pthread_join(t, 0);
  assert(answer == 41);
  return 0;
}
