// expect: assertion
// The packed-word qw2004 device with the request's check and increment split: it loads the
// word, sees no stopping bit, and only then adds its reference; the stopper can drain and
// mark the device stopped in between.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define STOPPING 0x100u
static atomic_uint state = 1;
static atomic_int stopped;
static int io_enter(void) {
  if (atomic_load(&state) & STOPPING) return -1;
  atomic_fetch_add(&state, 1);
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
  pthread_t r, s;
  pthread_create(&r, NULL, request, NULL);
  pthread_create(&s, NULL, stopper, NULL);
  pthread_join(r, NULL);
  pthread_join(s, NULL);
  return 0;
}
