// expect: none
// algos: pop,sdpor,dc,qpor
// A plugin host maps its private error codes (1000 + n) to text with strerror, which for a
// number without a description formats "Unknown error N" into a buffer glibc keeps per
// thread. Two loader threads each keep the pointer across a lock handover and compare it with
// their own code's text; main checks both. A known code (ENOENT) gives glibc's constant text.
// gcc -O2, 200 runs under taskset -c 0: always right.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int failures;
static void *loader(void *arg) {
  int code = 1000 + (int)(size_t)arg;
  const char *text = strerror(code);
  char expected[32];
  snprintf(expected, sizeof expected, "Unknown error %d", code);
  pthread_mutex_lock(&lock);
  if (strcmp(text, expected) != 0) ++failures;
  if (strcmp(strerror(ENOENT), "No such file or directory") != 0) ++failures;
  pthread_mutex_unlock(&lock);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, loader, (void *)1);
  pthread_create(&b, NULL, loader, (void *)2);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(failures == 0);
  return 0;
}
