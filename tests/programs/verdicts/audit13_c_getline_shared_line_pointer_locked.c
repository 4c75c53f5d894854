// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// Main reads a line with getline into a global line pointer (allocated by getline) while
// a thread peeks at its first character, both under one mutex.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define LOCK pthread_mutex_lock(&m)
#define UNLOCK pthread_mutex_unlock(&m)
static char *line;
static size_t cap;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *peek(void *arg) {
  LOCK;
  int c = line ? line[0] : 0;
  UNLOCK;
  return (void *)(long)c;
}
int main(void) {
  FILE *in = fmemopen("hello\n", 6, "r");
  pthread_t t;
  pthread_create(&t, 0, peek, 0);
  LOCK;
  ssize_t n = getline(&line, &cap, in);
  UNLOCK;
  pthread_join(t, 0);
  assert(n == 6);
  free(line);
  fclose(in);
  return 0;
}
