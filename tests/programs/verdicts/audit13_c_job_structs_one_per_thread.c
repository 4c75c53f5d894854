// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 1
// rf-classes: 1
// Each thread gets a pointer to its own job struct in an array; main reads the results
// after joining.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct job { int in, out; };
void *square(void *arg) { struct job *j = arg; j->out = j->in * j->in; return 0; }
int main(void) {
  struct job jobs[2] = {{3, 0}, {4, 0}};
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, square, &jobs[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(jobs[0].out + jobs[1].out == 25);
  return 0;
}
