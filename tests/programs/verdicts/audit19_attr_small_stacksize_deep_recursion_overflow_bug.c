// expect: crash
// A worker created with pthread_attr_setstacksize(PTHREAD_STACK_MIN) (16 KiB) recurses 2000
// frames of more than 256 bytes each (over 500 KiB): a real run overflows the thread's stack
// and dies of SIGSEGV (glibc maps exactly the requested size; checked natively with gcc: exit
// 139). braid ran every thread on an 8 MiB fiber stack whatever the attribute asked, so it
// found no overflow and said complete, no bug (docs/runtime.md, audit19); since branch trust22
// the thread runs on a stack of the requested size and the overflow is reported.
#include <limits.h>
#include <pthread.h>
static long walk(int depth) {
  volatile char frame[256];
  frame[depth % 256] = (char)depth;
  return depth == 0 ? frame[0] : walk(depth - 1) + frame[depth % 256];
}
static void *worker(void *arg) {
  (void)arg;
  walk(2000);
  return 0;
}
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, PTHREAD_STACK_MIN);
  pthread_t t;
  pthread_create(&t, &attr, worker, 0);
  pthread_join(t, 0);
  pthread_attr_destroy(&attr);
  return 0;
}
