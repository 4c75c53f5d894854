// expect: none
// algos: sdpor,pop,dc
// classes: 8
// rf-classes: 8
// (DFS left out of the corpus run: 7664 executions, 8 classes, as sdpor, pop and dc)
// A supervisor holds a mutex while it joins a worker that needs the mutex to finish: only a
// cancellation can end that join. Its cleanup handler releases the mutex, so the worker
// finishes and main joins both (the worker stays joinable: the supervisor's join was
// interrupted). The request lands before the supervisor's lock (acted on at the join's
// entry, the handler unlocking) or inside the join (the request wakes it).
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int done;
static void unlock(void *arg) { pthread_mutex_unlock((pthread_mutex_t *)arg); }
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  done = 1;
  pthread_mutex_unlock(&m);
  return 0;
}
static void *supervisor(void *arg) {
  pthread_mutex_lock(&m);
  pthread_cleanup_push(unlock, &m);
  pthread_join(*(pthread_t *)arg, 0);
  pthread_cleanup_pop(1);
  return 0;
}
int main(void) {
  pthread_t w, s;
  void *r = 0;
  pthread_create(&w, 0, worker, 0);
  pthread_create(&s, 0, supervisor, &w);
  pthread_cancel(s);
  pthread_join(s, &r);
  if (r == PTHREAD_CANCELED) {
    pthread_join(w, 0);
    pthread_mutex_lock(&m);
    assert(done == 1);
    pthread_mutex_unlock(&m);
  }
  return 0;
}
