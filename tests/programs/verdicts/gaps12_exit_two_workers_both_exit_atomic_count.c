// expect: none
// classes: 4
// rf-classes: 4
// Two workers each bump an atomic counter and call exit(0): the first exit runs the atexit
// handler (it reads the counter), the second caller stops there (the handlers run once).
// main waits in pthread_join for the first worker, a join that may never return. Every
// algorithm counts the same classes (DFS stopped every thread at the first exit: 5 against 4).
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
static atomic_int arrived;
static void summary(void) { printf("arrived %d\n", atomic_load(&arrived)); }
static void *worker(void *arg) {
  atomic_fetch_add(&arrived, 1);
  exit(0);
  return arg;
}
int main(void) {
  atexit(summary);
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
