// expect: data-race, assertion
// args: 3
// The number of workers comes from argv (3 given); the workers bump an unlocked counter.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
int hits;
void *worker(void *arg) {
  hits++;
  return arg;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1;
  if (n > 4) n = 4;
  pthread_t t[4];
  for (int i = 0; i < n; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  assert(hits == n);
  return 0;
}
