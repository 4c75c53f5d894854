// expect: none
// classes: 8
// rf-classes: 8
// A barrier of count 2 and three threads without a deadlock: x and y meet at generation
// 0; x then raises a flag, and z waits for the flag before it meets x at generation 1.
// The generations are fixed, but z learns of generation 0 through an atomic flag, which
// the runtime does not track (only releases, creation and joins): it flags the arrival and
// the check explores the arrivals in every order (a note says so). Sound, not minimal.
#include <pthread.h>
#include <stdatomic.h>
static pthread_barrier_t pair;
static atomic_int passed;
static void *x(void *arg) {
  pthread_barrier_wait(&pair);
  atomic_store(&passed, 1);
  pthread_barrier_wait(&pair);
  return arg;
}
static void *z(void *arg) {
  while (!atomic_load(&passed)) {
  }
  pthread_barrier_wait(&pair);
  return arg;
}
int main(void) {
  pthread_barrier_init(&pair, 0, 2);
  pthread_t tx, tz;
  pthread_create(&tx, 0, x, 0);
  pthread_create(&tz, 0, z, 0);
  pthread_barrier_wait(&pair);
  pthread_join(tx, 0);
  pthread_join(tz, 0);
  return 0;
}
