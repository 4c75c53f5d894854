// expect: data-race, deadlock
// rf-classes: 3
// A waiter that checks its flag without the mutex (a data race with the signaller's store),
// then waits with `if`: when the signaller sets the flag and signals between the check and
// the wait, the signal is lost and the waiter sleeps for ever. Two threads (acyclic): DC-DPOR finds the deadlock with one
// execution per reads-from class and no redundant run (docs/algorithms.md, "dc14").
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
volatile int flag;
void *waiter(void *arg) {
  if (!flag) {
    pthread_mutex_lock(&m);
    pthread_cond_wait(&c, &m);
    pthread_mutex_unlock(&m);
  }
  return arg;
}
void *signaller(void *arg) {
  pthread_mutex_lock(&m);
  flag = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t w, s;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&s, 0, signaller, 0);
  pthread_join(w, 0);
  pthread_join(s, 0);
  return 0;
}
