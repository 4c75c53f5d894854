// expect: deadlock
// The pool shut down with pthread_cond_signal instead of a broadcast: when both workers
// sleep, one of them is never woken and main waits for it for ever.
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ready = PTHREAD_COND_INITIALIZER;
static int queued, taken, shutdown_flag;
static void *worker(void *arg) {
  for (;;) {
    pthread_mutex_lock(&m);
    while (taken == queued && !shutdown_flag) pthread_cond_wait(&ready, &m);
    if (taken == queued) { pthread_mutex_unlock(&m); return 0; }
    taken++;
    pthread_mutex_unlock(&m);
  }
}
int main(void) {
  pthread_t w[2];
  for (int i = 0; i < 2; i++) pthread_create(&w[i], 0, worker, 0);
  pthread_mutex_lock(&m);
  queued++;
  pthread_cond_signal(&ready);
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  shutdown_flag = 1;
  pthread_cond_signal(&ready);  // should be a broadcast
  pthread_mutex_unlock(&m);
  for (int i = 0; i < 2; i++) pthread_join(w[i], 0);
  return 0;
}
