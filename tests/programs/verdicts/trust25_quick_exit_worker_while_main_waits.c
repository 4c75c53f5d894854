// expect: none
// A worker finds the work done and ends the process with quick_exit(0) while main waits on a
// condition variable nobody signals: no deadlock (the process is gone), main's atexit handler
// does not run, and the at_quick_exit handler sees the result the worker published under the
// mutex before it called quick_exit.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t never_signalled = PTHREAD_COND_INITIALIZER;
static int result, flushed;
static void flush(void) {
  pthread_mutex_lock(&m);
  assert(result == 42);
  flushed = 1;
  pthread_mutex_unlock(&m);
}
static void not_on_quick_exit(void) { assert(!"atexit handler ran"); }
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  result = 42;
  pthread_mutex_unlock(&m);
  quick_exit(0);
  return arg;
}
int main(void) {
  atexit(not_on_quick_exit);
  at_quick_exit(flush);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_mutex_lock(&m);
  for (;;) pthread_cond_wait(&never_signalled, &m);
}
