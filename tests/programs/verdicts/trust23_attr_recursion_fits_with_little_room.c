// expect: none
// The twin of trust23_attr_overflow_few_kib_past_size_bug.c: 105 frames of a 480-byte volatile
// array (about 53 KiB) on a 64 KiB stack fit, with about 11 KiB to spare (gcc -O0 natively:
// exit 0 up to 115 frames). The check at every function's entry must not fire below the size
// the thread asked for.
#include <pthread.h>
#include <string.h>
static int down(int n) {
  volatile char frame[480];
  memset((char *)frame, n, sizeof frame);
  return n == 0 ? frame[7] : down(n - 1) + frame[n % 480];
}
static void *worker(void *arg) { return (void *)(long)down((int)(long)arg); }
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 64 * 1024);
  pthread_t t;
  pthread_create(&t, &attr, worker, (void *)105L);
  pthread_join(t, 0);
  pthread_attr_destroy(&attr);
  return 0;
}
