// expect: data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// fgets refills the shared line while the parser's sscanf reads it, with no lock.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define LOCK (void)0
#define UNLOCK (void)0
static char line[32];
static int parsed = -1;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *parser(void *arg) {
  int v = 0;
  LOCK;
  if (sscanf(line, "%d", &v) == 1) parsed = v;
  UNLOCK;
  return arg;
}
int main(void) {
  FILE *in = fmemopen("17\n", 3, "r");
  strcpy(line, "5");
  pthread_t t;
  pthread_create(&t, 0, parser, 0);
  LOCK;
  if (!fgets(line, sizeof line, in)) line[0] = 0;
  UNLOCK;
  pthread_join(t, 0);
  assert(parsed == 5 || parsed == 17);
  fclose(in);
  return 0;
}
