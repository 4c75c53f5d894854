// expect: none
// args: 3 safe
// algos: sdpor,pop,qpor,dc
// The same program with a mode that keeps the lock.
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>
int counter, fast;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  if (fast) { counter++; return 0; }
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1;
  fast = argc > 2 && strcmp(argv[2], "fast") == 0;
  if (n > 4) n = 4;
  pthread_t t[4];
  for (int i = 0; i < n; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  assert(counter == n);
  return 0;
}
