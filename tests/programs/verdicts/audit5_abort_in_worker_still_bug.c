// expect: abort
// A user's own abort() on a broken invariant stays a bug (only SV-COMP's
// assume_abort_if_not helper is an assumption).
#include <pthread.h>
#include <stdlib.h>
#include <stdatomic.h>
atomic_int jobs;
static void check_not_negative(int v) { if (v < 0) abort(); }
void *worker(void *arg) {
  int left = atomic_fetch_sub(&jobs, 1) - 1;
  check_not_negative(left);
  return arg;
}
int main(void) {
  atomic_store(&jobs, 1);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
