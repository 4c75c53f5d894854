// expect: none
// algos: sdpor,pop,dc,qpor
// pthread_key_create with a destructor: every worker stores a malloc'ed per-thread buffer,
// the destructor frees it and counts the exit under a lock; pthread_once creates the key.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
static pthread_key_t key;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int destroyed;
static void destroy(void *p) {
  free(p);
  pthread_mutex_lock(&m);
  destroyed++;
  pthread_mutex_unlock(&m);
}
static void make_key(void) { pthread_key_create(&key, destroy); }
static void *worker(void *arg) {
  pthread_once(&once, make_key);
  int *buf = malloc(4 * sizeof *buf);
  if (!buf) return 0;
  buf[0] = (int)(long)arg;
  pthread_setspecific(key, buf);
  assert(((int *)pthread_getspecific(key))[0] == (int)(long)arg);
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(destroyed == 2);
  return 0;
}
