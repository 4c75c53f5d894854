// expect: data-race, memory-error
// main frees the argument right after creating the thread; the thread may read it later.
#include <pthread.h>
#include <stdlib.h>
int seen;
void *worker(void *arg) { seen = *(int *)arg; return 0; }
int main(void) {
  int *p = malloc(sizeof *p);
  *p = 7;
  pthread_t t;
  pthread_create(&t, 0, worker, p);
  free(p);
  pthread_join(t, 0);
  return 0;
}
