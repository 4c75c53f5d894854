// expect: assertion
// One worker calls exit(0) as soon as its own part is done; the atexit handler checks both
// parts, but the other worker may not have written its part yet.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int parts;
static void check_parts(void) { pthread_mutex_lock(&m); assert(parts == 2); pthread_mutex_unlock(&m); }
static void *finisher(void *arg) {
  pthread_mutex_lock(&m); parts++; pthread_mutex_unlock(&m);
  exit(0);
}
static void *helper(void *arg) {
  pthread_mutex_lock(&m); parts++; pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  atexit(check_parts);
  pthread_t a, b;
  pthread_create(&a, 0, helper, 0);
  pthread_create(&b, 0, finisher, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
