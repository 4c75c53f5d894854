// expect: none
// time-limit: 4
// qw2004 (pthread-atomic) redone with C11 atomics: the pending-I/O count and the "stopping"
// bit share one word, so a request checks the bit and takes a reference in one CAS; the
// stopper sets the bit, drops its own reference and waits for the count to drain.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define STOPPING 0x100u
static atomic_uint state = 1;   /* the stopper's own reference */
static atomic_int stopped;
static int io_enter(void) {
  unsigned s = atomic_load(&state);
  do {
    if (s & STOPPING) return -1;
  } while (!atomic_compare_exchange_weak(&state, &s, s + 1));
  return 0;
}
static void io_leave(void) { atomic_fetch_sub(&state, 1); }
static void *request(void *arg) {
  if (io_enter() == 0) {
    assert(!atomic_load(&stopped));
    io_leave();
  }
  return arg;
}
static void *stopper(void *arg) {
  atomic_fetch_or(&state, STOPPING);
  io_leave();
  while (atomic_load(&state) != STOPPING) {
  }
  atomic_store(&stopped, 1);
  return arg;
}
int main(void) {
  pthread_t r1, r2, s;
  pthread_create(&r1, NULL, request, NULL);
  pthread_create(&s, NULL, stopper, NULL);
  pthread_create(&r2, NULL, request, NULL);
  pthread_join(r1, NULL);
  pthread_join(s, NULL);
  pthread_join(r2, NULL);
  return 0;
}
