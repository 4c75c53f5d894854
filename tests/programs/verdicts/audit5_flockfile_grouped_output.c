// expect: none
// classes: 2
// Each thread prints a multi-line record between flockfile(stdout) and funlockfile so that
// records do not interleave; the count it prints is guarded by a mutex.
#include <pthread.h>
#include <stdio.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int records;
static void *reporter(void *arg) {
  int n;
  pthread_mutex_lock(&m);
  n = ++records;
  pthread_mutex_unlock(&m);
  flockfile(stdout);
  printf("record %d from %s\n", n, (const char *)arg);
  fputs("  status: ok\n", stdout);
  putchar_unlocked('\n');
  funlockfile(stdout);
  fprintf(stderr, "done %s\n", (const char *)arg);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, reporter, "a");
  pthread_create(&b, 0, reporter, "b");
  pthread_join(a, 0);
  pthread_join(b, 0);
  printf("%d records\n", records);
  return 0;
}
