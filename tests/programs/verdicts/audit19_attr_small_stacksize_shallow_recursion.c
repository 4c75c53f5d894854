// expect: none
// classes: 1
// The twin of audit19_attr_small_stacksize_deep_recursion_overflow_bug.c that fits: a worker
// with a 64 KiB stack (pthread_attr_setstacksize) recursing 20 frames of about 300 bytes, as
// embedded-style code sizes its threads; it reads the size back with pthread_attr_getstacksize.
#include <assert.h>
#include <pthread.h>
static long walk(int depth) {
  volatile char frame[256];
  frame[depth % 256] = (char)depth;
  return depth == 0 ? frame[0] : walk(depth - 1) + frame[depth % 256];
}
static long result;
static void *worker(void *arg) {
  (void)arg;
  result = walk(20);
  return 0;
}
int main(void) {
  pthread_attr_t attr;
  size_t size = 0;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 64 * 1024);
  pthread_attr_getstacksize(&attr, &size);
  assert(size == 64 * 1024);
  pthread_t t;
  pthread_create(&t, &attr, worker, 0);
  pthread_join(t, 0);
  pthread_attr_destroy(&attr);
  assert(result == 210);
  return 0;
}
