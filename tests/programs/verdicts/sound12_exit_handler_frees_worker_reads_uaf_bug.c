// expect: data-race, memory-error
// classes: 2
// rf-classes: 2
// main returns while a worker still runs; the exit handler frees a table the worker reads.
// The worker's read can come after the free: a use after free a real process can show
// before it is gone.
#include <pthread.h>
#include <stdlib.h>
static int *table;
static int sink;
static void release(void) { free(table); }
static void *reader(void *arg) {
  sink = table[1];
  return arg;
}
int main(void) {
  table = calloc(4, sizeof *table);
  atexit(release);
  pthread_t r;
  pthread_create(&r, NULL, reader, NULL);
  return 0;
}
