// expect: memory-error, data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 4
// rf-classes: 4
// A growing array appended to under its lock with realloc; the reader takes the array
// pointer under the lock but reads the element after unlocking: realloc may have moved
// (and freed) the block in between.
#include <pthread.h>
#include <stdlib.h>
static int *items;
static int count, cap;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *appender(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    if (count == cap) {
      cap = cap ? cap * 2 : 1;
      items = realloc(items, (size_t)cap * sizeof *items);
    }
    items[count++] = i;
    pthread_mutex_unlock(&m);
  }
  return 0;
}
static void *reader(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  int *view = items;
  int n = count;
  pthread_mutex_unlock(&m);
  int sum = 0;
  if (view && n > 0) sum += view[0];  // the array may have moved since
  return (void *)(long)sum;
}
int main(void) {
  pthread_t a, r;
  pthread_create(&a, 0, appender, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(r, 0);
  free(items);
  return 0;
}
