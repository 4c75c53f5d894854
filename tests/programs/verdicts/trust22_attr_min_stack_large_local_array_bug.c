// expect: crash
// A worker with a PTHREAD_STACK_MIN stack (16 KiB) writes a 512 KiB local array from its top
// down, one byte a KiB: one frame larger than the whole stack, past its guard page (a real
// run: SIGSEGV). The array must land in braid's guard region, not in a neighbouring mapping,
// and be reported as a stack overflow.
#include <limits.h>
#include <pthread.h>
static int seen;
static void *worker(void *arg) {
  volatile char buffer[512 * 1024];  // volatile: every store happens, none is folded away
  for (long i = (long)sizeof buffer - 1; i >= 0; i -= 1024) buffer[i] = (char)(long)arg;
  __atomic_store_n(&seen, buffer[sizeof buffer / 2], __ATOMIC_SEQ_CST);
  return 0;
}
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, PTHREAD_STACK_MIN);
  pthread_t t;
  pthread_create(&t, &attr, worker, (void *)7L);
  pthread_join(t, 0);
  pthread_attr_destroy(&attr);
  return seen == 7 ? 0 : 1;
}
