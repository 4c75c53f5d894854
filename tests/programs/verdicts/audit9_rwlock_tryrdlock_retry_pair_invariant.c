// expect: none
// algos: sdpor,pop,dc
// (dfs left out: without reduction it does not finish within the time limit)
// (qpor left out: it refuses the atomics or primitives used here)
// Readers retry pthread_rwlock_tryrdlock through a helper until it succeeds, then check that
// the two fields a writer updates together under the write lock are equal.
#include <pthread.h>
#include <assert.h>
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int x, y;
static int try_read(int *out) {
  if (pthread_rwlock_tryrdlock(&rw) != 0) return 0;
  *out = x - y;
  pthread_rwlock_unlock(&rw);
  return 1;
}
static void *reader(void *arg) {
  int d;
  while (!try_read(&d)) {}
  assert(d == 0);
  return arg;
}
static void *writer(void *arg) {
  for (int i = 0; i < 2; i++) {
    pthread_rwlock_wrlock(&rw);
    x++;
    y++;
    pthread_rwlock_unlock(&rw);
  }
  return arg;
}
int main(void) {
  pthread_t r1, r2, w;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r1, NULL, reader, NULL);
  pthread_create(&r2, NULL, reader, NULL);
  pthread_join(w, NULL);
  pthread_join(r1, NULL);
  pthread_join(r2, NULL);
  assert(x == 2 && y == 2);
  return 0;
}
