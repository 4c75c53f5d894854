// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// goblint regression style: m[id] protects data[id]; each thread locks its own slot twice
// (write then read back), main reads all slots after the joins.
#include <assert.h>
#include <pthread.h>
#define N 3
static pthread_mutex_t m[N] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
                               PTHREAD_MUTEX_INITIALIZER};
static int data[N];
static void *t_fun(void *arg) {
  int id = *(int *)arg;
  pthread_mutex_lock(&m[id]);
  data[id] += id + 1;
  pthread_mutex_unlock(&m[id]);
  pthread_mutex_lock(&m[id]);
  assert(data[id] == id + 1);
  pthread_mutex_unlock(&m[id]);
  return NULL;
}
int main(void) {
  pthread_t t[N];
  int ids[N];
  for (int i = 0; i < N; i++) {
    ids[i] = i;
    pthread_create(&t[i], NULL, t_fun, &ids[i]);
  }
  for (int i = 0; i < N; i++) pthread_join(t[i], NULL);
  assert(data[0] + data[1] + data[2] == 6);
  return 0;
}
