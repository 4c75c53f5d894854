// expect: none
// algos: sdpor,pop,dc
// classes: 15
// rf-classes: 15
// (DFS: complete, 15 Mazurkiewicz / 15 reads-from classes in 569345 executions, too slow for the corpus; not qpor: it refuses the program's atomics or primitives)
// IRIW (independent reads of independent writes) with seq_cst atomics, Nidhugg's litmus
// shape: two writers, two readers reading x and y in opposite orders. Under seq_cst the
// readers cannot disagree on the order of the two writes.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
int a, b, c, d;
void *w0(void *arg) { atomic_store(&x, 1); return 0; }
void *w1(void *arg) { atomic_store(&y, 1); return 0; }
void *r0(void *arg) { a = atomic_load(&x); b = atomic_load(&y); return 0; }
void *r1(void *arg) { c = atomic_load(&y); d = atomic_load(&x); return 0; }
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, w0, 0);
  pthread_create(&t[1], 0, w1, 0);
  pthread_create(&t[2], 0, r0, 0);
  pthread_create(&t[3], 0, r1, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  assert(!(a == 1 && b == 0 && c == 1 && d == 0));
  return 0;
}
