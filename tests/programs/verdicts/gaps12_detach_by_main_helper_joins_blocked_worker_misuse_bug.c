// expect: misuse
// main detaches a worker that waits on a condition variable for a signal that never comes,
// while a helper thread joins the same worker. If the detach comes first, the helper's join
// is a misuse; if the join comes first, main's detach of a thread being joined is one too
// (braid checks the join state at the join's scheduling point). Either way a misuse, never a
// deadlock report: the worker never ends, main returns and the process ends it.
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int go;
static pthread_t worker_id;
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  while (!go) pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  return arg;
}
static void *helper(void *arg) {
  pthread_join(worker_id, NULL);
  return arg;
}
int main(void) {
  pthread_t h;
  pthread_create(&worker_id, NULL, worker, NULL);
  pthread_create(&h, NULL, helper, NULL);
  pthread_detach(worker_id);
  pthread_join(h, NULL);
  return 0;
}
