// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// A worker formats its status into a shared buffer with snprintf; a reporter prints it with
// printf("%s"); both under one mutex.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define LOCK pthread_mutex_lock(&m)
#define UNLOCK pthread_mutex_unlock(&m)
static char status[24] = "idle";
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  LOCK;
  snprintf(status, sizeof status, "busy %d", (int)(long)arg);
  UNLOCK;
  return 0;
}
void *reporter(void *arg) {
  LOCK;
  printf("status: %s\n", status);
  UNLOCK;
  return arg;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, worker, (void *)1);
  pthread_create(&r, 0, reporter, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
