// expect: none
// A library registers pthread_atfork handlers (lock its mutex before fork, unlock after) at
// start-up, the usual way to make a mutex fork-safe, but the program never forks: the
// handlers never run, and the two workers share a counter under that mutex. No bug; braid
// must accept the registration rather than refuse the program.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t lib_lock = PTHREAD_MUTEX_INITIALIZER;
static int lib_calls;
static void before_fork(void) { pthread_mutex_lock(&lib_lock); }
static void after_fork(void) { pthread_mutex_unlock(&lib_lock); }
static void *worker(void *arg) {
  pthread_mutex_lock(&lib_lock);
  lib_calls += 1;
  pthread_mutex_unlock(&lib_lock);
  return arg;
}
int main(void) {
  pthread_atfork(before_fork, after_fork, after_fork);
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(lib_calls == 2);
  return 0;
}
