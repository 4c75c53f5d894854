// expect: none
// classes: 1
// pthread_attr_setstacksize below PTHREAD_STACK_MIN fails with EINVAL (as glibc) and leaves the
// attribute as it was: the worker then runs on the default stack, where a 600 KiB recursion
// fits. (A braid that applied the refused 1 KiB would report a false overflow.)
#include <assert.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
static long descend(int depth) {
  volatile char frame[256];
  frame[depth % 256] = (char)depth;
  return depth == 0 ? 0 : descend(depth - 1) + 1;
}
static long reached;
static void *worker(void *arg) {
  reached = descend((int)(long)arg);
  return 0;
}
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  assert(pthread_attr_setstacksize(&attr, 1024) == EINVAL);
  assert(pthread_attr_setstacksize(&attr, PTHREAD_STACK_MIN - 1) == EINVAL);
  pthread_t t;
  pthread_create(&t, &attr, worker, (void *)2000L);
  pthread_join(t, 0);
  pthread_attr_destroy(&attr);
  assert(reached == 2000);
  return 0;
}
