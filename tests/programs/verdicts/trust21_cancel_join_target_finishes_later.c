// expect: none
// algos: sdpor,pop,dc
// classes: 6
// rf-classes: 6
// (DFS left out of the corpus run: 72590 executions, 6 classes, as sdpor, pop and dc)
// A joiner waits for a worker that ends only once main lets it go; main lets it go, then
// cancels the joiner. The request lands before the join (acted on at its entry), inside it
// before the worker's end or after it (the request wakes the join: the worker stays
// joinable, so main joins it), or after the join's wait (the joiner returns normally, the
// request never acted on: no cancellation point follows). main joins the worker exactly when
// the joiner did not.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t go;
static int joined_worker;
static void *worker(void *arg) {
  sem_wait(&go);
  return (void *)7;
}
static void *joiner(void *arg) {
  void *v = 0;
  pthread_join(*(pthread_t *)arg, &v);
  assert(v == (void *)7);
  joined_worker = 1;
  return 0;
}
int main(void) {
  sem_init(&go, 0, 0);
  pthread_t w, j;
  void *r = 0;
  pthread_create(&w, 0, worker, 0);
  pthread_create(&j, 0, joiner, &w);
  sem_post(&go);
  pthread_cancel(j);
  pthread_join(j, &r);
  assert(r == PTHREAD_CANCELED || joined_worker);
  if (!joined_worker) {
    void *v = 0;
    assert(pthread_join(w, &v) == 0 && v == (void *)7);  // still joinable
  }
  return 0;
}
