// expect: data-race, memory-error
// algos: dfs,sdpor,pop,dc,qpor
// The per-thread state freed by main before joining: a worker still updating its state
// writes freed memory.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define EARLY_FREE for (int i = 0; i < 2; i++) free(st[i]);
#define LATE_FREE
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
