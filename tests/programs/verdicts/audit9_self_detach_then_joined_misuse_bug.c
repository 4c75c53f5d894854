// expect: misuse
// A worker detaches itself with pthread_detach(pthread_self()); main, unaware, joins it:
// joining a detached thread is undefined (a misuse), in the schedules where the detach ran
// first.
#include <pthread.h>
static int work;
static void *worker(void *arg) {
  pthread_detach(pthread_self());
  work = 1;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  return 0;
}
