// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// Lazy initialisation of a lookup table with pthread_once: each thread calls the getter,
// which initialises the table exactly once, then reads an entry.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int table[4];
static pthread_once_t once = PTHREAD_ONCE_INIT;
static void fill(void) { for (int i = 0; i < 4; i++) table[i] = i * i; }
static const int *get_table(void) { pthread_once(&once, fill); return table; }
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
