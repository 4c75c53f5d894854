// expect: data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 3
// rf-classes: 3
// The path searched while main appends to it, without the mutex.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define LOCK (void)0
#define UNLOCK (void)0
static char path[32] = "/usr/lib";
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *lookup(void *arg) {
  LOCK;
  const char *slash = strrchr(path, '/');
  const char *colon = memchr(path, ':', sizeof path);
  int found = strstr(path, "lib") != 0;
  UNLOCK;
  return (void *)(long)((slash != 0) + (colon != 0) + found);
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, lookup, 0);
  LOCK;
  strcat(path, ":/opt");
  UNLOCK;
  pthread_join(t, 0);
  return 0;
}
