// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 1
// rf-classes: 1
// Each job is malloc'd by main, handed to its thread and freed by that thread alone.
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
  }
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
