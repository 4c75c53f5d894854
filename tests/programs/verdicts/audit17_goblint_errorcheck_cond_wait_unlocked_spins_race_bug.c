// expect: data-race
// classes: 2
// rf-classes: 2
// The waiter forgot to lock: every wait returns EPERM at once, and the loop reads the flag
// unlocked while main writes it under the lock.
#include <pthread.h>
pthread_mutex_t m; pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;
void *w(void *a) {
  (void)a;
  /* forgot pthread_mutex_lock: every wait returns EPERM at once, and the loop reads ready unlocked */
  while (!ready) pthread_cond_wait(&c, &m);
  return 0;
}
int main(void) {
  pthread_mutexattr_t at; pthread_mutexattr_init(&at); pthread_mutexattr_settype(&at, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &at);
  pthread_t t; pthread_create(&t, 0, w, 0);
  pthread_mutex_lock(&m); ready = 1; pthread_cond_signal(&c); pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
