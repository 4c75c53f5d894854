// expect: misuse
// The worker is created detached (PTHREAD_CREATE_DETACHED) and polls a flag that nobody
// sets, for ever; main joins it by mistake. The join is the misuse, reported with its trace,
// not a deadlock of a join waiting for a thread that never ends.
#include <pthread.h>
#include <stdatomic.h>
static atomic_int stop;
static void *poller(void *arg) {
  while (!atomic_load(&stop)) {
  }
  return arg;
}
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_t t;
  pthread_create(&t, &attr, poller, NULL);
  pthread_attr_destroy(&attr);
  pthread_join(t, NULL);
  return 0;
}
