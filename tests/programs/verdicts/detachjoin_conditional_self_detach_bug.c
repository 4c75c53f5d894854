// expect: misuse
// classes: 2
// The worker detaches itself only when main has already asked for it (an atomic flag);
// main, which joins anyway, joins a detached thread in the schedules where its store of the
// flag ran before the worker's load. The detach and the join are events of their own, and
// the join checks the thread's join state at its scheduling point.
#include <pthread.h>
#include <stdatomic.h>
static atomic_int detach_requested;
static void *worker(void *arg) {
  if (atomic_load(&detach_requested)) pthread_detach(pthread_self());
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  atomic_store(&detach_requested, 1);
  pthread_join(t, NULL);
  return 0;
}
