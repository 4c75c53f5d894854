// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 2
// rf-classes: 2
// A 16-byte point assigned whole (a struct assignment: one store or a copy of 16 bytes)
// by one thread while another stores one coordinate with an atomic store and main reads
// both coordinates atomically. The assignment is the program's own write of more than 8
// bytes over memory read and written with 8: dc explores it natively.
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
struct point { uint64_t x, y; };
struct point p;
void *move(void *arg) {
  struct point q = {3, 4};
  p = q;
  return arg;
}
void *nudge(void *arg) {
  __atomic_store_n(&p.y, 9, __ATOMIC_SEQ_CST);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, move, 0);
  pthread_join(a, 0);
  pthread_create(&b, 0, nudge, 0);
  uint64_t y = __atomic_load_n(&p.y, __ATOMIC_SEQ_CST);
  uint64_t x = __atomic_load_n(&p.x, __ATOMIC_SEQ_CST);
  pthread_join(b, 0);
  assert(x == 3 && (y == 4 || y == 9));
  return 0;
}
