// expect: none
// classes: 2
// rf-classes: 2
// main takes a mutex, starts a worker that needs it and calls exit(0) still holding it. The
// worker blocks for good, which is not a deadlock: the process ends with it. Before it
// blocks it may or may not have published its start (an atomic flag the atexit handler reads).
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static atomic_int started;
static void report(void) { printf("worker started: %d\n", atomic_load(&started)); }
static void *worker(void *arg) {
  atomic_store(&started, 1);
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  atexit(report);
  pthread_mutex_lock(&m);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  exit(0);
}
