// expect: crash
// Each level of the recursion holds a variable-length array of 1000 bytes (the width is a
// parameter): 135 levels on a 128 KiB stack are about 139 KiB. gcc -O0 natively: SIGSEGV from
// 120 levels on. A VLA is allocated after the function's entry: the entry check of the next
// level sees it.
#include <pthread.h>
#include <string.h>
static long rows(int n, int width) {
  char row[width];
  memset(row, n, width);
  return n == 0 ? row[0] : rows(n - 1, width) + row[width - 1];
}
static void *worker(void *arg) { return (void *)rows((int)(long)arg, 1000); }
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 128 * 1024);
  pthread_t t;
  pthread_create(&t, &attr, worker, (void *)135L);
  pthread_join(t, 0);
  pthread_attr_destroy(&attr);
  return 0;
}
