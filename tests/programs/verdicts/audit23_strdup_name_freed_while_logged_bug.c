// expect: data-race, memory-error
// algos: pop,sdpor,dc,qpor,dfs
// A worker renames a shared session: it strdup()s the new name, swaps the pointer under
// the lock and frees the old name, while a logger copied the pointer under the lock but
// prints it after unlocking. When the rename runs between the logger's unlock and its
// read, the logger reads freed memory, and the free races with its read (a data race too).
// gcc -O2 -fsanitize=address, 500 runs with a
// usleep(100) after the logger's unlock: heap-use-after-free in 500.
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
  const char *name = session_name;
  pthread_mutex_unlock(&lock);
  logged_length = strlen(name);  // wrong: the name may be freed by now
  return 0;
}
int main(void) {
  session_name = strdup("initial");
  pthread_t r, l;
  pthread_create(&r, 0, rename_session, (void *)"renamed");
  pthread_create(&l, 0, logger, 0);
  pthread_join(r, 0);
  pthread_join(l, 0);
  printf("%zu %s\n", logged_length, session_name);
  free(session_name);
  return 0;
}
