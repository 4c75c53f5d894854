// expect: assertion, data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 6
// rf-classes: 6
// One job struct on main's stack reused for both threads: main changes `in` for the second
// thread while the first may still be reading it, and both write `out`.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct job { int in, out; };
void *square(void *arg) { struct job *j = arg; j->out = j->in * j->in; return 0; }
int main(void) {
  struct job job = {3, 0};
  pthread_t t[2];
  pthread_create(&t[0], 0, square, &job);
  job.in = 4;
  pthread_create(&t[1], 0, square, &job);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(job.out == 16);
  return 0;
}
