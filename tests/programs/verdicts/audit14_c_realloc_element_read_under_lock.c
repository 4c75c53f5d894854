// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 3
// rf-classes: 3
// A growing array appended to under its lock with realloc; the reader takes the array
// reads the element while it still holds the lock, so realloc cannot move the block
// under it.
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
  int sum = 0;
  if (items && count > 0) sum += items[0];
  pthread_mutex_unlock(&m);
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
