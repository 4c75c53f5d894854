// expect: memory-error, data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 4
// rf-classes: 4
// Each job is malloc'd by main and freed by its thread; main also frees the last job
// after handing it over.
#include <pthread.h>
#include <stdlib.h>
struct job { int id; int result; };
static void *run(void *arg) {
  struct job *j = arg;
  j->result = j->id * 2;
  free(j);
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) {
    struct job *j = malloc(sizeof *j);
    j->id = i;
    pthread_create(&t[i], 0, run, j);
    if (i == 1) free(j);  // main frees the last job too
  }
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
