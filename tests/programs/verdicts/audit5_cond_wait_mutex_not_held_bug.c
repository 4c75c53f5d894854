// expect: misuse
// pthread_cond_wait called without holding the mutex (undefined behaviour; glibc may
// unlock a mutex nobody holds).
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;
void *waiter(void *arg) {
  while (!__atomic_load_n(&ready, __ATOMIC_SEQ_CST))
    pthread_cond_wait(&c, &m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, waiter, 0);
  pthread_mutex_lock(&m);
  __atomic_store_n(&ready, 1, __ATOMIC_SEQ_CST);
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
