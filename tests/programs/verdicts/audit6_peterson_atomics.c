// expect: none
// algos: sdpor,pop,dc
// Peterson's lock with sequentially consistent atomics (flag[], turn); a plain counter in the
// critical section, each thread entering twice.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int flag[2];
atomic_int turn;
int in_cs = 0, count = 0;
void lock(int me) {
  int other = 1 - me;
  atomic_store(&flag[me], 1);
  atomic_store(&turn, other);
  while (atomic_load(&flag[other]) && atomic_load(&turn) == other) {
  }
}
void unlock(int me) { atomic_store(&flag[me], 0); }
void *thread(void *arg) {
  int me = (int)(long)arg;
  for (int k = 0; k < 2; k++) {
    lock(me);
    in_cs++;
    assert(in_cs == 1);
    count++;
    in_cs--;
    unlock(me);
  }
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, thread, (void *)0);
  pthread_create(&b, 0, thread, (void *)1);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(count == 4);
  return 0;
}
