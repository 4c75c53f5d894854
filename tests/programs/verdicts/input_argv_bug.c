// expect: assertion
// args: 3
// The number of workers comes from argv: with 3 workers the non-atomic increments lose updates.
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <assert.h>
atomic_int counter;
void *worker(void *arg) { int v = atomic_load(&counter); atomic_store(&counter, v + 1); return 0; }
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1;
  pthread_t t[4];
  if (n > 4) n = 4;
  for (int i = 0; i < n; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  assert(atomic_load(&counter) == n);
  return 0;
}
