// expect: assertion, data-race
// algos: sdpor,pop,dc
// Peterson's lock with the turn given to oneself instead of the other thread: both can pass
// (thread 0 sets its flag and turn = 0 then waits while flag[1] && turn == 1 ... which the
// other thread's turn = 1 makes false for the first one).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int flag[2];
atomic_int turn;
int in_cs = 0;
void *thread(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  atomic_store(&flag[me], 1);
  atomic_store(&turn, me);
  while (atomic_load(&flag[other]) && atomic_load(&turn) == other) {
  }
  in_cs++;
  assert(in_cs == 1);
  in_cs--;
  atomic_store(&flag[me], 0);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, thread, (void *)0);
  pthread_create(&b, 0, thread, (void *)1);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
