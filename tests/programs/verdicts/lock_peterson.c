// expect: none
// Peterson's mutual exclusion with seq_cst atomics.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int flag[2], turn;
int counter;  /* a lost update or a race on it shows a mutual exclusion failure */
void *worker(void *arg) {
  int me = *(int *)arg, other = 1 - me;
  atomic_store(&flag[me], 1);
  atomic_store(&turn, other);
  while (atomic_load(&flag[other]) && atomic_load(&turn) == other) {}
  counter++;
  atomic_store(&flag[me], 0);
  return 0;
}
int main(void) {
  pthread_t t0, t1;
  int a = 0, b = 1;
  pthread_create(&t0, 0, worker, &a); pthread_create(&t1, 0, worker, &b);
  pthread_join(t0, 0); pthread_join(t1, 0);
  assert(counter == 2);
  return 0;
}
