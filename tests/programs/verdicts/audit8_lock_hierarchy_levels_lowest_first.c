// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// time-limit: 4
// The three-lock ring with a lock hierarchy: each thread takes its two locks lowest level
// first, so no cycle can form.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t locks[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
                                   PTHREAD_MUTEX_INITIALIZER};
static int shared[3];
static void lock_pair(int a, int b) {
  pthread_mutex_lock(&locks[a < b ? a : b]);
  pthread_mutex_lock(&locks[a < b ? b : a]);
}
static void *t_fun(void *arg) {
  int i = (int)(long)arg, j = (i + 1) % 3;
  lock_pair(i, j);
  shared[i]++;
  shared[j]++;
  pthread_mutex_unlock(&locks[i]);
  pthread_mutex_unlock(&locks[j]);
  return NULL;
}
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], NULL, t_fun, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  assert(shared[0] == 2 && shared[1] == 2 && shared[2] == 2);
  return 0;
}
