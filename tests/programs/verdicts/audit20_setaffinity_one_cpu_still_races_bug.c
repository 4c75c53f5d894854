// expect: data-race, assertion
// Both workers pin themselves to CPU 0 with pthread_setaffinity_np, on the belief that
// threads sharing one core cannot interleave their read-modify-writes. They can: the kernel
// preempts a thread between the load and the store of "hits = hits + 1". A data race, and an
// update can be lost.
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <sched.h>
static int hits;
static void *worker(void *arg) {
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(0, &one);
  pthread_setaffinity_np(pthread_self(), sizeof one, &one);
  for (int i = 0; i < 2; ++i) hits = hits + 1;
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(hits == 4);
  return 0;
}
