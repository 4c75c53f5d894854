// expect: data-race, misuse
// A worker writes its result, detaches itself and then waits for ever. main joins it (a
// misuse: glibc answers EINVAL at once, without waiting) and reads the result: the join
// synchronised with nothing, so the read races with the worker's write. Reported as both.
#include <pthread.h>
#include <semaphore.h>
static sem_t never;
static int result;
static void *worker(void *arg) {
  result = 42;
  pthread_detach(pthread_self());
  sem_wait(&never);
  return arg;
}
int main(void) {
  sem_init(&never, 0, 0);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  return result == 42 ? 0 : 0;
}
