// expect: none
// A worker asks for its own stack with pthread_getattr_np + pthread_attr_getstack (the way
// conservative garbage collectors and stack-depth guards find their bounds) and checks that a
// local variable lies inside it, and that the size is at least the 256 KiB it asked for at
// creation. Natively true in every run (gcc -O2); braid runs threads on stacks of its own, so
// the answer must describe the stack the thread really runs on.
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
static void *worker(void *arg) {
  pthread_attr_t attr;
  void *base = NULL;
  size_t size = 0;
  int local = 1;
  assert(pthread_getattr_np(pthread_self(), &attr) == 0);
  assert(pthread_attr_getstack(&attr, &base, &size) == 0);
  pthread_attr_destroy(&attr);
  uintptr_t lo = (uintptr_t)base, hi = lo + size, here = (uintptr_t)&local;
  assert(size >= 256 * 1024);
  assert(lo <= here && here < hi);
  return arg;
}
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 256 * 1024);
  pthread_t t;
  pthread_create(&t, &attr, worker, NULL);
  pthread_attr_destroy(&attr);
  pthread_join(t, NULL);
  return 0;
}
