// expect: exit
// algos: dfs,sdpor,pop,dc
// (qpor left out: it refuses the atomics or primitives used here)
// A worker calls exit(3) (an error exit) on a failed check while another worker is still
// running; the failing check depends on the schedule (it reads the other's flag).
#include <pthread.h>
#include <stdlib.h>
#include <stdatomic.h>
static atomic_int ready;
static void *checker(void *arg) {
  if (!atomic_load(&ready)) exit(3);
  return arg;
}
static void *preparer(void *arg) {
  atomic_store(&ready, 1);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, preparer, NULL);
  pthread_create(&b, NULL, checker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
