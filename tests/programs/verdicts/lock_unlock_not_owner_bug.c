// expect: misuse
// A thread unlocks a mutex another thread holds.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *other(void *arg) { pthread_mutex_unlock(&m); return 0; }
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, other, 0);
  pthread_join(t, 0);
  pthread_mutex_unlock(&m);
  return 0;
}
