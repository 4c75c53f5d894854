// expect: crash
// A worker given a 32 KiB stack (pthread_attr_setstacksize) recurses about 1 MiB deep (4000
// frames of over 256 bytes): a real thread overflows its stack and dies of SIGSEGV. braid runs
// it on a stack of the requested size (plus its own margin, docs/runtime.md, trust22) with a
// guard below, so the overflow is the stack-overflow crash, with the thread and its trace.
#include <pthread.h>
static long descend(int depth) {
  volatile char frame[256];
  frame[depth % 256] = (char)depth;
  return depth == 0 ? frame[0] : descend(depth - 1) + frame[depth % 256];
}
static long total;
static void *worker(void *arg) {
  total = descend((int)(long)arg);
  return 0;
}
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  if (pthread_attr_setstacksize(&attr, 32 * 1024) != 0) return 1;
  pthread_t t;
  pthread_create(&t, &attr, worker, (void *)4000L);
  pthread_attr_destroy(&attr);
  pthread_join(t, 0);
  return (int)(total & 1);
}
