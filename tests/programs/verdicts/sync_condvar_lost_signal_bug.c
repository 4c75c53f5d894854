// expect: deadlock
// The waiter does not check a predicate: if the signal comes first, it waits forever.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
void *signaller(void *arg) { pthread_mutex_lock(&m); pthread_cond_signal(&c); pthread_mutex_unlock(&m); return 0; }
void *waiter(void *arg) { pthread_mutex_lock(&m); pthread_cond_wait(&c, &m); pthread_mutex_unlock(&m); return 0; }
int main(void) {
  pthread_t s, w;
  pthread_create(&w, 0, waiter, 0); pthread_create(&s, 0, signaller, 0);
  pthread_join(w, 0); pthread_join(s, 0);
  return 0;
}
