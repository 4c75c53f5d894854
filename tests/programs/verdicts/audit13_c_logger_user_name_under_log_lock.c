// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 3
// rf-classes: 3
// A logger with a mutex: every line is printed with fprintf under the log lock, including
// the current user name (`%s`), which main changes under the same lock.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define SET_USER(stmt) do { pthread_mutex_lock(&log_lock); stmt; pthread_mutex_unlock(&log_lock); } while (0)
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
