// expect: none
// algos: pop,sdpor,dc,qpor,dfs
// The fixed twin of audit23_strdup_name_freed_while_logged_bug.c: the logger strdup()s the
// name while it holds the lock and measures its own copy, so a rename's free cannot touch
// what it reads. The logged length is 7 whichever name it saw ("initial" and "renamed").
// gcc -O2 -fsanitize=address, 500 runs with the same usleep: no error, length 7 in 500.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static char *session_name;
static size_t logged_length;
static void *rename_session(void *arg) {
  char *fresh = strdup((const char *)arg);
  pthread_mutex_lock(&lock);
  char *old = session_name;
  session_name = fresh;
  pthread_mutex_unlock(&lock);
  free(old);
  return 0;
}
static void *logger(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  char *copy = strdup(session_name);
  pthread_mutex_unlock(&lock);
  logged_length = strlen(copy);
  free(copy);
  return 0;
}
int main(void) {
  session_name = strdup("initial");
  pthread_t r, l;
  pthread_create(&r, 0, rename_session, (void *)"renamed");
  pthread_create(&l, 0, logger, 0);
  pthread_join(r, 0);
  pthread_join(l, 0);
  assert(logged_length == 7);
  assert(strcmp(session_name, "renamed") == 0);
  printf("%zu %s\n", logged_length, session_name);
  free(session_name);
  return 0;
}
