// expect: none
// algos: sdpor,pop,dc
// rf-classes: 36
// (DFS left out of the corpus run: not finished in 300 s; sdpor's and pop's reads-from classes: 36)
// Two readers and a writer share a rwlock guarding a counter; the readers also record what
// they saw in a shared slot under a mutex. Three threads sharing the rwlock: a cyclic
// architecture, with read locks that commute with each other (docs/algorithms.md, "dc15").
#include <assert.h>
#include <pthread.h>
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int counter, seen_max;
static void *writer(void *arg) {
  pthread_rwlock_wrlock(&rw);
  counter++;
  pthread_rwlock_unlock(&rw);
  pthread_rwlock_wrlock(&rw);
  counter++;
  pthread_rwlock_unlock(&rw);
  return arg;
}
static void *reader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  int v = counter;
  pthread_rwlock_unlock(&rw);
  pthread_mutex_lock(&m);
  if (v > seen_max) seen_max = v;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t w, r1, r2;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r1, 0);
  pthread_join(r2, 0);
  assert(counter == 2 && seen_max <= 2);
  return 0;
}
