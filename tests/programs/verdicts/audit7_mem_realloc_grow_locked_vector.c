// expect: none
// algos: sdpor,pop,dc,qpor
// A shared growable vector: pushes under a mutex double the capacity with realloc (the
// block moves); a reader copies the length and the last element under the same mutex.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int *items;
size_t len, cap;
int push(int v) {
  pthread_mutex_lock(&m);
  if (len == cap) {
    size_t ncap = cap ? cap * 2 : 1;
    int *n = realloc(items, ncap * sizeof *n);
    if (!n) {
      pthread_mutex_unlock(&m);
      return -1;
    }
    items = n;
    cap = ncap;
  }
  items[len++] = v;
  pthread_mutex_unlock(&m);
  return 0;
}
void *pusher(void *arg) {
  for (int i = 0; i < 3; i++) push((int)(long)arg * 10 + i);
  return 0;
}
void *reader(void *arg) {
  pthread_mutex_lock(&m);
  if (len > 0) assert(items[len - 1] % 10 < 3);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b, r;
  pthread_create(&a, 0, pusher, (void *)1L);
  pthread_create(&b, 0, pusher, (void *)2L);
  pthread_create(&r, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(r, 0);
  assert(len == 6);
  free(items);
  return 0;
}
