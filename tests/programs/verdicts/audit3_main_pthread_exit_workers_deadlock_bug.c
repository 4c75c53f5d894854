// expect: deadlock
// The same workers, but main ends with pthread_exit: the process lives until the last thread
// ends, so the workers' lock-order deadlock hangs it.
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
void *ab(void *arg) { pthread_mutex_lock(&a); pthread_mutex_lock(&b); pthread_mutex_unlock(&b); pthread_mutex_unlock(&a); return 0; }
void *ba(void *arg) { pthread_mutex_lock(&b); pthread_mutex_lock(&a); pthread_mutex_unlock(&a); pthread_mutex_unlock(&b); return 0; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, ab, 0);
  pthread_create(&t2, 0, ba, 0);
  pthread_exit(0);
}
