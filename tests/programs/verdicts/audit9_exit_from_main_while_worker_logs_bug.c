// expect: data-race
// main calls exit() while a worker still updates a log counter; an atexit handler reads the
// counter: it races with the worker that is still running.
#include <pthread.h>
#include <stdlib.h>
static int logged;
static void report(void) {
  if (logged > 5) abort();
}
static void *worker(void *arg) {
  for (int i = 0; i < 2; i++) logged++;
  return arg;
}
int main(void) {
  atexit(report);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  exit(0);
}
