// expect: deadlock
// The same work queue, but stop wakes only one worker (signal instead of broadcast): the
// other can sleep forever.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t nonempty = PTHREAD_COND_INITIALIZER;
int pending, stop;
void *worker(void *arg) {
  for (;;) {
    pthread_mutex_lock(&m);
    while (pending == 0 && !stop) pthread_cond_wait(&nonempty, &m);
    if (pending == 0) { pthread_mutex_unlock(&m); return 0; }
    pending--;
    pthread_mutex_unlock(&m);
  }
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
  pthread_mutex_lock(&m);
  stop = 1;
  pthread_cond_signal(&nonempty);
  pthread_mutex_unlock(&m);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
