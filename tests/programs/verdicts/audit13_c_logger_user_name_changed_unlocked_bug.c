// expect: data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 3
// The logger whose user name main changes with strcpy without the log lock: a worker's
// fprintf reads the name for `%s` while it is being overwritten.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define SET_USER(stmt) stmt
static char user[16] = "nobody";
static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static void log_line(const char *what) {
  pthread_mutex_lock(&log_lock);
  fprintf(stderr, "[%s] %s\n", user, what);
  pthread_mutex_unlock(&log_lock);
}
void *worker(void *arg) { log_line(arg); return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, "started");
  SET_USER(strcpy(user, "alice"));
  log_line("main");
  pthread_join(t, 0);
  return 0;
}
