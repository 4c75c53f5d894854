// expect: none
// malloc failure handling: a worker asks for an impossible size (the allocator must return
// NULL), takes the fallback path, and reports it under a lock.
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int fallbacks;
void *worker(void *arg) {
  char *big = malloc(SIZE_MAX / 4);
  if (!big) {
    pthread_mutex_lock(&m);
    fallbacks++;
    pthread_mutex_unlock(&m);
    return arg;
  }
  free(big);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(fallbacks == 2);
  return 0;
}
