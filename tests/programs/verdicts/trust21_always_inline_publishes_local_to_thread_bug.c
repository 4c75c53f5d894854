// expect: memory-error
// algos: dfs,sdpor,pop,dc
// A static inline __attribute__((always_inline)) helper stores the address of its local in a
// global and lets a worker go; the worker reads the value, possibly after the helper has
// returned (the helper does not wait for it). Clang inlined the helper before braid's pass,
// so before branch trust21 the read was never a use after return.
#include <pthread.h>
#include <semaphore.h>
static int *request;
static sem_t posted;
static int answer;
static inline __attribute__((always_inline)) void post_request(int value) {
  int slot = value;
  request = &slot;
  sem_post(&posted);
}  // slot ends here: the worker may not have read it yet
static void *worker(void *arg) {
  sem_wait(&posted);
  answer = *request;
  return 0;
}
int main(void) {
  pthread_t t;
  sem_init(&posted, 0, 0);
  pthread_create(&t, 0, worker, 0);
  post_request(41);
  volatile int other[8] = {0};  // a later frame of main (not needed for the finding)
  (void)other[0];
  pthread_join(t, 0);
  return answer == 41 ? 0 : 1;
}
