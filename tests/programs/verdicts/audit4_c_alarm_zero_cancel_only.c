// expect: none
// alarm(0) only cancels a timer (none is armed): fine, nothing to refuse.
#include <assert.h>
#include <pthread.h>
#include <unistd.h>
int v;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  v++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  unsigned left = alarm(0);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(left == 0 && v == 1);
  return 0;
}
