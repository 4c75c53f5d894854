// expect: data-race, memory-error
// A reader keeps the pointer to the vector's storage it read under the lock and uses it
// after unlocking; a concurrent push reallocates (moves) the block, so the saved pointer
// points to freed memory.
#include <pthread.h>
#include <stdlib.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int *items;
size_t len = 1, cap = 1;
int observed;
void *pusher(void *arg) {
  pthread_mutex_lock(&m);
  int *n = realloc(items, 4 * sizeof *n);
  if (n) {
    items = n;
    cap = 4;
    items[len++] = 2;
  }
  pthread_mutex_unlock(&m);
  return arg;
}
void *reader(void *arg) {
  pthread_mutex_lock(&m);
  int *view = items;
  pthread_mutex_unlock(&m);
  observed = view[0];
  return arg;
}
int main(void) {
  items = malloc(sizeof *items);
  if (!items) return 1;
  items[0] = 1;
  pthread_t a, r;
  pthread_create(&r, 0, reader, 0);
  pthread_create(&a, 0, pusher, 0);
  pthread_join(a, 0);
  pthread_join(r, 0);
  free(items);
  return 0;
}
