// expect: crash
// A worker given a 64 KiB stack recurses 135 frames of a 480-byte volatile array (about
// 69 KiB): a few KiB past the size it asked for. gcc -O0 natively: SIGSEGV from 120 frames on
// (glibc keeps the thread's descriptor and TLS inside the 64 KiB). braid ran the thread on its
// size plus a 32 KiB margin and missed overflows of less than the margin; since branch trust23
// every function's entry checks the stack pointer against the size itself.
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
  pthread_create(&t, &attr, worker, (void *)135L);
  pthread_join(t, 0);
  pthread_attr_destroy(&attr);
  return 0;
}
