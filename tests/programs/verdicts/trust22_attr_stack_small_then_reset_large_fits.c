// expect: none
// classes: 1
// The attribute's stack size is first set to 16 KiB, then reset to 2 MiB before the thread is
// created: the last size applies, and a 600 KiB recursion fits (a braid that kept the first
// size, or the smallest, would report a false stack overflow).
#include <assert.h>
#include <limits.h>
#include <pthread.h>
static long descend(int depth) {
  volatile char frame[256];
  frame[depth % 256] = (char)depth;
  return depth == 0 ? 0 : descend(depth - 1) + 1;
}
static long depth_reached;
static void *worker(void *arg) {
  depth_reached = descend((int)(long)arg);
  return 0;
}
int main(void) {
  pthread_attr_t attr;
  size_t size = 0;
  pthread_attr_init(&attr);
  assert(pthread_attr_setstacksize(&attr, PTHREAD_STACK_MIN) == 0);
  assert(pthread_attr_setstacksize(&attr, 2 * 1024 * 1024) == 0);
  pthread_attr_getstacksize(&attr, &size);
  assert(size == 2 * 1024 * 1024);
  pthread_t t;
  pthread_create(&t, &attr, worker, (void *)2000L);
  pthread_join(t, 0);
  pthread_attr_destroy(&attr);
  assert(depth_reached == 2000);
  return 0;
}
