// expect: deadlock
// classes: 8
// rf-classes: 8
// The supervisor of trust21_cancel_join_handler_unlocks.c without its cleanup handler: when
// the request wakes its join (or reaches the join's entry) while it holds the mutex, it ends
// holding it, and the worker (and main, joining it) wait for ever.
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int done;
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  done = 1;
  pthread_mutex_unlock(&m);
  return 0;
}
static void *supervisor(void *arg) {
  pthread_mutex_lock(&m);
  pthread_join(*(pthread_t *)arg, 0);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t w, s;
  void *r = 0;
  pthread_create(&w, 0, worker, 0);
  pthread_create(&s, 0, supervisor, &w);
  pthread_cancel(s);
  pthread_join(s, &r);
  if (r == PTHREAD_CANCELED) pthread_join(w, 0);
  return 0;
}
