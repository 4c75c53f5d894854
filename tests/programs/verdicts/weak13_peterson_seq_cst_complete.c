// expect: none
// Peterson's lock with seq_cst atomics (the defaults of <stdatomic.h>): each thread raises
// its flag, gives the turn away, and waits while the other's flag is up and the turn is
// the other's. seq_cst puts the flag stores and loads in one total order, so the two threads
// cannot both read the other's flag down (the store-buffering outcome is forbidden): mutual
// exclusion holds under C11, the counter is not raced. Complete.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int flag[2], turn;
static int counter;
static void lock(int me) {
  int other = 1 - me;
  atomic_store(&flag[me], 1);
  atomic_store(&turn, other);
  while (atomic_load(&flag[other]) && atomic_load(&turn) == other) {
  }
}
static void unlock(int me) { atomic_store(&flag[me], 0); }
void *worker(void *arg) {
  int me = (int)(long)arg;
  lock(me);
  counter++;
  unlock(me);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0L);
  pthread_create(&b, 0, worker, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
