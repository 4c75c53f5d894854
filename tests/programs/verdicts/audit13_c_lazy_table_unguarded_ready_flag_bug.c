// expect: data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 40
// rf-classes: 6
// The lookup table initialised by hand with an unsynchronised `ready` flag: two threads can
// both fill it, and one can read entries while the other is writing them.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int table[4];
static int ready;
static void fill(void) { for (int i = 0; i < 4; i++) table[i] = i * i; }
static const int *get_table(void) { if (!ready) { fill(); ready = 1; } return table; }
void *worker(void *arg) {
  int i = (int)(long)arg;
  assert(get_table()[i + 1] == (i + 1) * (i + 1));
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
