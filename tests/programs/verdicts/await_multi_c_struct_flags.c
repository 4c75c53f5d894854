// expect: none
// classes: 7
// Two flags in a struct, polled with one condition: the waiter stops on `done` or on
// `cancel`, whichever it finds set first; blocked after an iteration that found both clear,
// either store wakes it (docs/algorithms.md, "Await loops that observe several objects").
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
struct control {
  atomic_int done;
  atomic_int cancel;
  int result;
};
struct control ctl;
void *waiter(void *arg) {
  while (!atomic_load(&ctl.done) && !atomic_load(&ctl.cancel)) {
  }
  if (atomic_load(&ctl.done)) assert(ctl.result == 42);
  return arg;
}
void *worker(void *arg) {
  ctl.result = 42;
  atomic_store(&ctl.done, 1);
  return arg;
}
void *canceller(void *arg) {
  atomic_store(&ctl.cancel, 1);
  return arg;
}
int main(void) {
  pthread_t w, p, c;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p, 0, worker, 0);
  pthread_create(&c, 0, canceller, 0);
  pthread_join(w, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
