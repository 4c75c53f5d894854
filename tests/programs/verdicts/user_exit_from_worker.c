// expect: none
// A worker finishes the job and ends the whole program with exit(0) while main still waits
// in pthread_join: a normal end (the atexit handler sees the finished result).
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
static int result;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void check_result(void) { pthread_mutex_lock(&m); assert(result == 42); pthread_mutex_unlock(&m); }
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  result = 42;
  pthread_mutex_unlock(&m);
  exit(0);
}
int main(void) {
  atexit(check_result);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
