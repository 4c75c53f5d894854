// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// time-limit: 4
// A reader-writer spinlock in one atomic int (-1 writer, n > 0 readers), acquired with CAS
// loops: readers see the writer's pair whole.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int rw;
static int x, y;
static void read_lock(void) {
  int v = atomic_load(&rw);
  for (;;) {
    if (v >= 0 && atomic_compare_exchange_weak(&rw, &v, v + 1)) return;
    if (v < 0) v = atomic_load(&rw);
  }
}
static void read_unlock(void) { atomic_fetch_sub(&rw, 1); }
static void write_lock(void) {
  int zero = 0;
  while (!atomic_compare_exchange_weak(&rw, &zero, -1)) zero = 0;
}
static void write_unlock(void) { atomic_store(&rw, 0); }
static void *reader(void *a) {
  read_lock();
  assert(x == y);
  read_unlock();
  return a;
}
static void *writer(void *a) {
  write_lock();
  x++;
  y++;
  write_unlock();
  return a;
}
int main(void) {
  pthread_t r1, r2, w;
  pthread_create(&r1, NULL, reader, NULL);
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r2, NULL, reader, NULL);
  pthread_join(r1, NULL);
  pthread_join(w, NULL);
  pthread_join(r2, NULL);
  return 0;
}
