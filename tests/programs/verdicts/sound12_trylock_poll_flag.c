// expect: none
// classes: 16
// rf-classes: 16
// The bug-free twin of sound12_trylock_poll_flag_bug.c: a poller that never blocks trylocks the
// mutex and reads the flag when it got it, against a setter that takes the lock twice. qpor
// explores 12 executions: the 4 other DFS classes only move the poller's failed trylock (an
// await wake-up standing for its round's read of the flag) across the setter's store inside
// its critical section, which the program cannot tell apart (docs/algorithms.md, "qpor on a
// trylock polling loop"; tests/unit/test_qpor.cpp).
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag;
static void *poller(void *arg) {
  int done = 0;
  while (!done) {
    if (pthread_mutex_trylock(&m) == 0) {
      done = flag;
      pthread_mutex_unlock(&m);
    }
  }
  return arg;
}
static void *setter(void *arg) {
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  flag = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t p, s;
  pthread_create(&p, 0, poller, 0);
  pthread_create(&s, 0, setter, 0);
  pthread_join(p, 0);
  pthread_join(s, 0);
  return 0;
}
