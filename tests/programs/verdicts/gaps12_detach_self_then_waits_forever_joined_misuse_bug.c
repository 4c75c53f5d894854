// expect: misuse
// A worker detaches itself and then waits on a semaphore nobody posts: it never ends. main
// joins it anyway. Joining a detached thread is a misuse whether or not the thread ends
// (glibc answers EINVAL at once); braid reported a deadlock instead (the join waited for
// the end of a thread that never ends). main then returns: the worker ends with the process.
#include <pthread.h>
#include <semaphore.h>
static sem_t never;
static void *worker(void *arg) {
  pthread_detach(pthread_self());
  sem_wait(&never);
  return arg;
}
int main(void) {
  sem_init(&never, 0, 0);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  return 0;
}
