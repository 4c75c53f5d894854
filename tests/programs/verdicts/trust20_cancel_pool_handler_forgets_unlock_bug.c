// expect: deadlock
// classes: 56
// rf-classes: 56
// The pool of trust20_cancel_pool_cond_wait_cleanup_unlocks.c, but the cleanup handler only
// counts the worker out and forgets to unlock: a worker cancelled in its condition wait has
// re-acquired the mutex (POSIX) and ends holding it, so main's lock after the joins waits
// for good (at least one worker is cancelled: only one task is queued).
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int queued, live = 2;
static void leave(void *p) { live--; }
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  pthread_cleanup_push(leave, 0);
  while (queued == 0) pthread_cond_wait(&c, &m);
  queued--;
  pthread_cleanup_pop(1);
  return 0;
}
int main(void) {
  pthread_t w[2];
  for (int i = 0; i < 2; i++) pthread_create(&w[i], 0, worker, 0);
  pthread_mutex_lock(&m);
  queued = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  for (int i = 0; i < 2; i++) pthread_cancel(w[i]);
  for (int i = 0; i < 2; i++) pthread_join(w[i], 0);
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  return live;
}
