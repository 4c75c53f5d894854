// expect: crash
// The reverse of trust22_attr_stack_small_then_reset_large_fits.c: 4 MiB first, then the
// attribute is re-initialised (pthread_attr_destroy + init: the default again) and given
// 24 KiB; the worker's 600 KiB recursion overflows that (a real run: SIGSEGV).
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
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 4 * 1024 * 1024);
  pthread_attr_destroy(&attr);
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 24 * 1024);
  pthread_t t;
  pthread_create(&t, &attr, worker, (void *)2000L);
  pthread_join(t, 0);
  pthread_attr_destroy(&attr);
  return depth_reached == 2000 ? 0 : 1;
}
