// expect: assertion
// main sets a shutdown flag and ends the process with _exit(0) (no handlers); a worker that
// sees the flag before the process is gone fails its assertion. The worker runs on after the
// _exit in every algorithm; its failure is also reachable before it.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <unistd.h>
static atomic_int shutting_down;
static void *worker(void *arg) {
  assert(!atomic_load(&shutting_down));
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  atomic_store(&shutting_down, 1);
  _exit(0);
}
