// expect: none
// alloca(1000) at each of 100 levels on a 128 KiB stack: about 103 KiB, which fits (gcc -O0
// natively: exit 0 up to 115 levels). The twin of trust23_attr_alloca_frames_overflow_bug.c.
#include <alloca.h>
#include <pthread.h>
#include <string.h>
static long rows(int n, int width) {
  char *row = alloca(width);
  memset(row, n, width);
  return n == 0 ? row[0] : rows(n - 1, width) + row[width - 1];
}
static void *worker(void *arg) { return (void *)rows((int)(long)arg, 1000); }
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 128 * 1024);
  pthread_t t;
  pthread_create(&t, &attr, worker, (void *)100L);
  pthread_join(t, 0);
  pthread_attr_destroy(&attr);
  return 0;
}
