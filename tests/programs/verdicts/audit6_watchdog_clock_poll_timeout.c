// expect: none
// classes: 7
// A timeout without alarm() or signals: a watchdog polls an atomic done flag and the clock,
// giving up when 5 ms have passed (braid's clock advances 1 ms per query); the worker may finish before or after. Either
// way the program reports a consistent outcome.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
atomic_int done;
atomic_int timed_out;
static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}
void *worker(void *arg) {
  atomic_store(&done, 1);
  return arg;
}
void *watchdog(void *arg) {
  const double deadline = now() + 0.005;
  while (!atomic_load(&done)) {
    if (now() > deadline) {
      atomic_store(&timed_out, 1);
      break;
    }
  }
  return arg;
}
int main(void) {
  pthread_t w, d;
  pthread_create(&d, 0, watchdog, 0);
  pthread_create(&w, 0, worker, 0);
  pthread_join(w, 0);
  pthread_join(d, 0);
  assert(atomic_load(&done) == 1);
  return 0;
}
