// expect: none
// classes: 3
// rf-classes: 3
// main returns while a worker is still counting under a mutex; the exit handler takes the same
// mutex to read the count. No race and no memory error: both sides lock, and nothing is freed.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int count;
static void report(void) {
  pthread_mutex_lock(&m);
  assert(count >= 0 && count <= 2);
  pthread_mutex_unlock(&m);
}
static void *counter(void *arg) {
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    count++;
    pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(void) {
  atexit(report);
  pthread_t c;
  pthread_create(&c, NULL, counter, NULL);
  return 0;
}
