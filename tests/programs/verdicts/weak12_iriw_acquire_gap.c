// expect: none
// algos: sdpor,pop,dc
// (Not dfs: every interleaving of four threads exceeds the time limit.)
// complete: no
// Independent reads of independent writes with acquire loads: two writers, two readers
// reading x then y and y then x. C11 lets the readers disagree on the order of the two
// writes (r1 == 1, r2 == 0, r3 == 1, r4 == 0) unless everything is seq_cst; acquire loads do
// not forbid it: gap weak-memory.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
atomic_int x, y;
int r1, r2, r3, r4;
void *write_x(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_release);
  return NULL;
}
void *write_y(void *arg) {
  atomic_store_explicit(&y, 1, memory_order_release);
  return NULL;
}
void *read_xy(void *arg) {
  r1 = atomic_load_explicit(&x, memory_order_acquire);
  r2 = atomic_load_explicit(&y, memory_order_acquire);
  return NULL;
}
void *read_yx(void *arg) {
  r3 = atomic_load_explicit(&y, memory_order_acquire);
  r4 = atomic_load_explicit(&x, memory_order_acquire);
  return NULL;
}
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], NULL, write_x, NULL);
  pthread_create(&t[1], NULL, write_y, NULL);
  pthread_create(&t[2], NULL, read_xy, NULL);
  pthread_create(&t[3], NULL, read_yx, NULL);
  for (int i = 0; i < 4; ++i) pthread_join(t[i], NULL);
  if (r1 == 1 && r2 == 0 && r3 == 1 && r4 == 0) printf("readers disagree\n");
  return 0;
}
