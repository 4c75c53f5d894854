// expect: leak
// flags: --leaks
// A worker allocates a node and drops it.
#include <pthread.h>
#include <stdlib.h>
void *worker(void *arg) { int *p = malloc(sizeof *p); *p = 1; return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
