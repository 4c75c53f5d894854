// expect: data-race, memory-error
// A growable buffer: the appender reallocs it under the mutex; a reader cached the old data
// pointer under the same mutex and reads through it later, after the realloc moved it.
#include <pthread.h>
#include <stdlib.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int *data, cap = 2;
static void *appender(void *arg) {
  pthread_mutex_lock(&m);
  int *grown = realloc(data, (size_t)cap * 64 * sizeof *data);
  if (grown) { data = grown; cap *= 64; }
  pthread_mutex_unlock(&m);
  return arg;
}
static void *reader(void *arg) {
  pthread_mutex_lock(&m);
  int *view = data;
  pthread_mutex_unlock(&m);
  return (void *)(long)view[1];
}
int main(void) {
  data = calloc((size_t)cap, sizeof *data);
  pthread_t a, r;
  pthread_create(&r, NULL, reader, NULL);
  pthread_create(&a, NULL, appender, NULL);
  pthread_join(r, NULL);
  pthread_join(a, NULL);
  free(data);
  return 0;
}
