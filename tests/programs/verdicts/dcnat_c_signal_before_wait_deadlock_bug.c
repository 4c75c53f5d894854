// expect: deadlock
// rf-classes: 14
// A waiter with no predicate at all: if the starter signals before the waiter registers, the
// signal is lost (no waiter yet) and the waiter sleeps for ever. Two waiters and a broadcast
// make the lost wake-up reachable in several ways.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t go = PTHREAD_COND_INITIALIZER;
int started;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  pthread_cond_wait(&go, &m);  // no predicate: a broadcast before this is lost
  started++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_mutex_lock(&m);
  pthread_cond_broadcast(&go);
  pthread_mutex_unlock(&m);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
