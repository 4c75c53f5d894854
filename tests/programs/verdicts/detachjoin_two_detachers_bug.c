// expect: misuse
// classes: 2
// Two threads each detach the same worker (each thinks it owns it): the second detach is a
// misuse, in both orders.
#include <pthread.h>
static pthread_t worker_thread;
static void *worker(void *arg) { return arg; }
static void *detacher(void *arg) {
  pthread_detach(worker_thread);
  return arg;
}
int main(void) {
  pthread_t d;
  pthread_create(&worker_thread, NULL, worker, NULL);
  pthread_create(&d, NULL, detacher, NULL);
  pthread_detach(worker_thread);
  pthread_join(d, NULL);
  return 0;
}
