// expect: none
// algos: sdpor,pop,qpor,dc
// pthread_once initialises a malloc'd lookup table that three threads then read.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int *table;
static int inits;
static void init_table(void) {
  inits++;
  table = malloc(4 * sizeof *table);
  for (int i = 0; i < 4; i++) table[i] = i * 10;
}
void *lookup(void *arg) {
  pthread_once(&once, init_table);
  assert(table[3] == 30);
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, lookup, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(inits == 1);
  free(table);
  return 0;
}
