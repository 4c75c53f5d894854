// expect: none
// algos: sdpor,pop,qpor,dc
// (dfs left out: without reduction it does not finish within the time limit)
// pthread_once builds a heap table that every thread then reads; the once call gives the
// happens-before, so the reads do not race with the initialisation.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int *table;
static void build(void) {
  table = malloc(3 * sizeof *table);
  for (int i = 0; i < 3; i++) table[i] = 10 + i;
}
static void *user(void *arg) {
  long i = (long)arg;
  pthread_once(&once, build);
  assert(table[i] == 10 + i);
  return NULL;
}
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], NULL, user, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  free(table);
  return 0;
}
