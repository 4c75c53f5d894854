// expect: none
// algos: sdpor,pop,dc,qpor
// Each thread gets its own malloc'd argument, frees it, and writes its own slot of a
// results array; main sums after joining all of them in a loop.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
#define N 3
struct job { int index; int weight; };
int results[N];
void *worker(void *arg) {
  struct job *j = arg;
  results[j->index] = j->weight * 10;
  free(j);
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++) {
    struct job *j = malloc(sizeof *j);
    j->index = i;
    j->weight = i + 1;
    pthread_create(&t[i], 0, worker, j);
  }
  int sum = 0;
  for (int i = 0; i < N; i++) { pthread_join(t[i], 0); sum += results[i]; }
  assert(sum == 60);
  return 0;
}
