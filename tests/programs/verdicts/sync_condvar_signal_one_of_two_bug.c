// expect: deadlock
// Two waiters, one signal for one item: the second waiter is never woken.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;
void *waiter(void *arg) {
  pthread_mutex_lock(&m);
  while (!ready) pthread_cond_wait(&c, &m);
  ready = 0;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t w1, w2;
  pthread_create(&w1, 0, waiter, 0); pthread_create(&w2, 0, waiter, 0);
  pthread_mutex_lock(&m); ready = 1; pthread_cond_signal(&c); pthread_mutex_unlock(&m);
  pthread_join(w1, 0); pthread_join(w2, 0);
  return 0;
}
