// expect: none
// classes: 4
// rf-classes: 4
// dc17_c_cancel_testcancel_counter_rounds.c with a 64 KiB stack attribute: main cancels the
// worker right after creating it, before it first runs. The request is an event on a byte of
// the target's stack slot; the slot, mapped at braid's default size for that request, was
// remapped at the asked size when the worker first ran (found at the integration of stop 39:
// the request and the worker's cancellation points were events on two addresses, and pop,
// sdpor and dc explored 1 execution of the 4 classes, "complete"). The same with the default
// size since trust23's default (RLIMIT_STACK) differed from the pool's.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int rounds;
static void *worker(void *arg) {
  for (int i = 0; i < 3; i++) {
    pthread_mutex_lock(&m);
    rounds++;
    pthread_mutex_unlock(&m);
    pthread_testcancel();
  }
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_attr_t at; pthread_attr_init(&at); pthread_attr_setstacksize(&at, 65536);
  pthread_create(&t, &at, worker, 0);
  pthread_cancel(t);
  void *r;
  pthread_join(t, &r);
  pthread_mutex_lock(&m);
  assert(rounds >= 1 && rounds <= 3);
  assert(r == PTHREAD_CANCELED || rounds == 3);
  pthread_mutex_unlock(&m);
  return 0;
}
