// expect: data-race, deadlock
// A lost wake-up: the signaller sets the flag and signals without taking the mutex, so it
// can do both between the waiter's check and its wait; the waiter then sleeps for ever.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready = 0;
void *waiter(void *arg) {
  pthread_mutex_lock(&m);
  while (!ready) pthread_cond_wait(&cv, &m);
  pthread_mutex_unlock(&m);
  return arg;
}
void *signaller(void *arg) {
  ready = 1;
  pthread_cond_signal(&cv);
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
