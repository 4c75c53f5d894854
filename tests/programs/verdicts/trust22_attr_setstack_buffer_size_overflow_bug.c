// expect: crash
// pthread_attr_setstack with a 64 KiB static buffer: the worker's 1 MiB recursion overflows it
// (a real run writes below the buffer, into other data, and then faults or corrupts). braid
// runs the thread on a stack of the buffer's size (not on the buffer itself) and reports the
// overflow as a stack overflow.
#include <pthread.h>
static char stack_memory[64 * 1024] __attribute__((aligned(4096)));
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
  if (pthread_attr_setstack(&attr, stack_memory, sizeof stack_memory) != 0) return 2;
  pthread_t t;
  pthread_create(&t, &attr, worker, (void *)4000L);
  pthread_join(t, 0);
  pthread_attr_destroy(&attr);
  return reached == 4000 ? 0 : 1;
}
