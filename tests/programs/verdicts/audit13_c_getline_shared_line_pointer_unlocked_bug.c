// expect: data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 3
// rf-classes: 3
// getline sets the global line pointer while the thread reads it, without the mutex.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define LOCK (void)0
#define UNLOCK (void)0
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
