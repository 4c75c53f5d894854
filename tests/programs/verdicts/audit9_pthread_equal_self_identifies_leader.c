// expect: none
// algos: dfs,sdpor,pop,dc
// (qpor left out: it refuses the atomics or primitives used here)
// classes: 14
// rf-classes: 14
// The creator stores the id of the thread chosen as leader; every worker compares
// pthread_self() with it by pthread_equal (after the id is published under a mutex); exactly
// one worker finds itself the leader.
#include <pthread.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static pthread_t leader;
static int published, leaders;
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  while (!published) pthread_cond_wait(&c, &m);
  if (pthread_equal(pthread_self(), leader)) leaders++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, NULL);
  pthread_mutex_lock(&m);
  leader = t[1];
  published = 1;
  pthread_cond_broadcast(&c);
  pthread_mutex_unlock(&m);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  assert(leaders == 1);
  assert(!pthread_equal(pthread_self(), t[0]));
  return 0;
}
