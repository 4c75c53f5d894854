// expect: none
// classes: 2
// rf-classes: 2
// A worker with a 256 KiB local buffer, created with a 1 MiB stack attribute; it fills the
// buffer, sums it and publishes the sum under a mutex.
#include <pthread.h>
#include <string.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long total;
static void *worker(void *arg) {
  unsigned char buf[256 * 1024];
  memset(buf, 1, sizeof buf);
  long s = 0;
  for (size_t i = 0; i < sizeof buf; i += 4096) s += buf[i];
  pthread_mutex_lock(&m);
  total += s;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_attr_t a;
  pthread_attr_init(&a);
  pthread_attr_setstacksize(&a, 1 << 20);
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], &a, worker, NULL);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  pthread_attr_destroy(&a);
  assert(total == 2 * 64);
  return 0;
}
