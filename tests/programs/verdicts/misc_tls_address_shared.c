// expect: none
// A thread publishes the address of its __thread variable; main reads through it after the
// join-free handshake is complete only while the thread is alive (it waits on a flag).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
__thread int slot = 5;
_Thread_local int other = 9;
int *_Atomic published;
atomic_int done;
void *worker(void *arg) {
  slot = 11; other = 12;
  atomic_store(&published, &slot);
  while (!atomic_load(&done)) {}
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int *p;
  while (!(p = atomic_load(&published))) {}
  assert(*p == 11);
  assert(slot == 5 && other == 9);
  atomic_store(&done, 1);
  pthread_join(t, 0);
  return 0;
}
