// expect: data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// The stop flag as `volatile int`, as signal handlers use it: volatile is not atomic, the
// flag's accesses (and so the data's) race.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define FLAG_T volatile int
#define LOAD(f) (f)
#define STORE(f, v) ((f) = (v))
int data;
FLAG_T stop;
void *worker(void *arg) {
  while (!LOAD(stop)) {
  }
  assert(data == 42);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  data = 42;
  STORE(stop, 1);
  pthread_join(t, 0);
  return 0;
}
