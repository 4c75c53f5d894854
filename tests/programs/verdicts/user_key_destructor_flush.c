// expect: none
// Per-thread buffers through pthread_key_create: each thread's destructor flushes its count
// into a global total under a mutex when the thread exits.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
static pthread_key_t key;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;
static void flush(void *p) {
  pthread_mutex_lock(&m);
  total += *(int *)p;
  pthread_mutex_unlock(&m);
  free(p);
}
static void *worker(void *arg) {
  int *count = malloc(sizeof *count);
  *count = (int)(long)arg;
  pthread_setspecific(key, count);
  return 0;
}
int main(void) {
  pthread_key_create(&key, flush);
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, (void *)(i + 1));
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(total == 3);
  return 0;
}
