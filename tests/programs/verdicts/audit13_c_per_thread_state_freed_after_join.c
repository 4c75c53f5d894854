// expect: none
// algos: sdpor,pop,dc,qpor
// Per-thread state malloc'ed by main, handed to each thread, freed by main after the joins.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define EARLY_FREE
#define LATE_FREE for (int i = 0; i < 2; i++) free(st[i]);
struct state { int id; int sum; };
void *worker(void *arg) {
  struct state *s = arg;
  for (int i = 0; i < 3; i++) s->sum += s->id;
  return 0;
}
int main(void) {
  pthread_t t[2];
  struct state *st[2];
  for (int i = 0; i < 2; i++) {
    st[i] = malloc(sizeof *st[i]);
    st[i]->id = i + 1;
    st[i]->sum = 0;
    pthread_create(&t[i], 0, worker, st[i]);
  }
  EARLY_FREE
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  LATE_FREE
  return 0;
}
