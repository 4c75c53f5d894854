// expect: none
// The twin of trust23_attr_mutual_recursion_overflow_bug.c: 80 levels of ping/pong (about
// 19 KiB of frames) on a 32 KiB stack fit (gcc -O0 natively: exit 0 up to 100 levels).
#include <pthread.h>
static int pong(int n);
static int ping(int n) {
  int weights[64];
  for (int i = 0; i < 64; i++) weights[i] = n + i;
  return n <= 0 ? weights[3] : pong(n - 1) + weights[n % 64];
}
static int pong(int n) {
  char tag[160];
  for (int i = 0; i < 160; i++) tag[i] = (char)(n ^ i);
  return n <= 0 ? tag[5] : ping(n - 1) - tag[n % 160];
}
static int result;
static void *worker(void *arg) {
  result = ping((int)(long)arg);
  return 0;
}
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 32 * 1024);
  pthread_t t;
  pthread_create(&t, &attr, worker, (void *)80L);
  pthread_join(t, 0);
  pthread_attr_destroy(&attr);
  return result == 12345;
}
