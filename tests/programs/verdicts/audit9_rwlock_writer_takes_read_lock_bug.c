// expect: assertion, data-race
// algos: dfs,sdpor,pop,dc
// (qpor left out: it refuses the atomics or primitives used here)
// A "writer" that takes the read lock: two of them update the pair concurrently
// (data race, and the reader can see x != y).
#include <pthread.h>
#include <assert.h>
static pthread_rwlock_t rw;
static int x, y;
static void *writer(void *arg) {
  pthread_rwlock_rdlock(&rw);
  x++;
  y++;
  pthread_rwlock_unlock(&rw);
  return arg;
}
static void *reader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  int a = x, b = y;
  pthread_rwlock_unlock(&rw);
  assert(a == b);
  return arg;
}
int main(void) {
  pthread_rwlock_init(&rw, NULL);
  pthread_t w1, w2, r;
  pthread_create(&w1, NULL, writer, NULL);
  pthread_create(&w2, NULL, writer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(w1, NULL);
  pthread_join(w2, NULL);
  pthread_join(r, NULL);
  pthread_rwlock_destroy(&rw);
  return 0;
}
