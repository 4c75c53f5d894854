// expect: none
// A watchdog probes whether a worker still exists with pthread_kill(t, 0), the POSIX idiom
// ("no signal is sent, but error checking is still performed"): 0 while the thread exists
// (also once it ended but is not joined yet), ESRCH otherwise. No signal is delivered, so
// braid accepts it (runtime/intercept.cpp refuses only a real signal, see
// audit20_pthread_kill_sigusr1_handler_flag.c).
#include <assert.h>
#include <pthread.h>
#include <signal.h>
static void *worker(void *arg) { return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  int alive = pthread_kill(t, 0);
  assert(alive == 0 || alive == 3);
  pthread_join(t, NULL);
  return 0;
}
