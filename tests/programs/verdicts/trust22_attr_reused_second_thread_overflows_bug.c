// expect: crash
// One attribute (64 KiB stack) creates two workers: the first recurses 20 frames and fits,
// the second 4000 frames (about 1 MiB) and overflows. Both stacks have the requested size,
// not only the first thread's; main's own stack stays braid's default.
#include <pthread.h>
static long descend(int depth) {
  volatile char frame[256];
  frame[depth % 256] = (char)depth;
  return depth == 0 ? 0 : descend(depth - 1) + 1;
}
static long reached[2];
static void *worker(void *arg) {
  long index = (long)arg;
  reached[index] = descend(index == 0 ? 20 : 4000);
  return 0;
}
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 64 * 1024);
  pthread_t t[2];
  for (long i = 0; i < 2; ++i) pthread_create(&t[i], &attr, worker, (void *)i);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], 0);
  pthread_attr_destroy(&attr);
  return reached[0] + reached[1] == 4020 ? 0 : 1;
}
