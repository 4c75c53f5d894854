// expect: none
// algos: dfs,sdpor,pop,dc
// (qpor left out: it refuses the atomics or primitives used here)
// classes: 3
// rf-classes: 3
// An _Atomic struct of two ints (8 bytes, lock-free): a writer stores whole pairs, a reader
// loads whole pairs; every pair it sees is consistent.
#include <stdatomic.h>
#include <pthread.h>
#include <assert.h>
struct pair { int lo, hi; };
static _Atomic struct pair p;
static void *writer(void *arg) {
  for (int i = 1; i <= 2; i++) {
    struct pair v = { i, -i };
    atomic_store(&p, v);
  }
  return arg;
}
static void *reader(void *arg) {
  struct pair v = atomic_load(&p);
  assert(v.lo == -v.hi);
  return arg;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(w, NULL);
  pthread_join(r, NULL);
  return 0;
}
