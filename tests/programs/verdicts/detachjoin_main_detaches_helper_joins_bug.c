// expect: misuse
// classes: 3
// main detaches a worker while a helper thread joins it: whichever runs second misuses the
// worker's join state (a join of a detached thread, or a detach of a joined one). Both
// orders are explored: the detach and the join write the same join state. (3 classes since
// gaps12: a join of a detached thread does not wait for its end, so it can also run before
// the worker's write; DFS, sdpor and pop count 3.)
#include <pthread.h>
static pthread_t worker_thread;
static int result;
static void *worker(void *arg) {
  result = 1;
  return arg;
}
static void *helper(void *arg) {
  pthread_join(worker_thread, NULL);
  return arg;
}
int main(void) {
  pthread_t h;
  pthread_create(&worker_thread, NULL, worker, NULL);
  pthread_create(&h, NULL, helper, NULL);
  pthread_detach(worker_thread);
  pthread_join(h, NULL);
  return 0;
}
