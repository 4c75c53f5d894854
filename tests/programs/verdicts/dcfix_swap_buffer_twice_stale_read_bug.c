// expect: memory-error, data-race
// classes: 5
// rf-classes: 5
// A buffer replaced twice under a lock (malloc a larger one, copy element by element, publish, free the old
// one); a reader takes the pointer under the lock and reads after unlocking. Its read of a
// replaced block can come before its free (a value) or after it (a use after free).
#include <pthread.h>
#include <stdlib.h>
static int *buf;
static int len;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *grower(void *arg) {
  (void)arg;
  for (int round = 0; round < 2; round++) {
    pthread_mutex_lock(&m);
    int *bigger = malloc((size_t)(len + 1) * sizeof *bigger);
    for (int i = 0; i < len; i++) bigger[i] = buf[i];
    bigger[len] = 7;
    int *old = buf;
    buf = bigger;
    len++;
    free(old);
    pthread_mutex_unlock(&m);
  }
  return 0;
}
static void *reader(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  int *view = buf;
  pthread_mutex_unlock(&m);
  return (void *)(long)view[0];
}
int main(void) {
  buf = malloc(sizeof *buf);
  buf[0] = 5;
  len = 1;
  pthread_t g, r;
  pthread_create(&g, 0, grower, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(g, 0);
  pthread_join(r, 0);
  free(buf);
  return 0;
}
