// expect: assertion, data-race
// args: --fast 2
// argv chooses the mode: "--fast" skips the lock; the second argument is the number of
// workers. With these arguments the workers race on the counter.
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int counter, fast;
static void *worker(void *arg) {
  if (!fast) pthread_mutex_lock(&m);
  counter++;
  if (!fast) pthread_mutex_unlock(&m);
  return arg;
}
int main(int argc, char **argv) {
  fast = argc > 1 && strcmp(argv[1], "--fast") == 0;
  int n = argc > 2 ? atoi(argv[2]) : 1;
  if (n < 1 || n > 4) return 0;
  pthread_t t[4];
  for (int i = 0; i < n; i++) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < n; i++) pthread_join(t[i], NULL);
  assert(counter == n);
  return 0;
}
