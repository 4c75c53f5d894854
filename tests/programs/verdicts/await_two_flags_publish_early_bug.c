// expect: assertion, data-race
// The buggy twin of spincycle_c_two_flags_one_loop.c (the waiter takes flag 1 first): producer 2 sets its
// flag before its slot, so the waiter, woken by either flag, can read slot 2 before it is
// written. The waiter's loop polls two flags and is blocked on both; pop and dc explore
// fewer executions than DFS has classes on this shape (a blocked loop is announced as
// reading one flag: see docs/runtime.md), and this program checks that the bugs are still
// found by every algorithm.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int ready[3];
int slot[3];
void *waiter(void *arg) {
  while (!atomic_load(&ready[1]) && !atomic_load(&ready[2])) {
  }
  const int i = atomic_load(&ready[1]) ? 1 : 2;
  assert(slot[i] == i + 1);
  return arg;
}
void *producer(void *arg) {
  const int k = (int)(long)arg;
  if (k == 2) { atomic_store(&ready[k], 1); slot[k] = k + 1; }
  else { slot[k] = k + 1; atomic_store(&ready[k], 1); }
  return 0;
}
int main(void) {
  pthread_t w, p1, p2;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p1, 0, producer, (void *)1L);
  pthread_create(&p2, 0, producer, (void *)2L);
  pthread_join(w, 0);
  pthread_join(p1, 0);
  pthread_join(p2, 0);
  return 0;
}
