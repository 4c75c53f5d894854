// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 2
// rf-classes: 2
// A signal-like stop flag: main publishes data and sets an atomic flag the worker polls.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdatomic.h>
#define FLAG_T atomic_int
#define LOAD(f) atomic_load(&f)
#define STORE(f, v) atomic_store(&f, v)
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
