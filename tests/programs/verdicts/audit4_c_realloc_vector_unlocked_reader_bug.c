// expect: data-race, memory-error
// A growable array appended to under a mutex; a reader takes the data pointer without the
// lock and can read the old block after realloc freed it.
#include <pthread.h>
#include <stdlib.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
struct { int *data; int len, cap; } vec;
int seen;
static void push(int v) {
  pthread_mutex_lock(&m);
  if (vec.len == vec.cap) {
    vec.cap *= 2;
    vec.data = realloc(vec.data, vec.cap * sizeof *vec.data);
  }
  vec.data[vec.len++] = v;
  pthread_mutex_unlock(&m);
}
void *writer(void *arg) { push(1); push(2); return arg; }
void *reader(void *arg) {
  int *d = vec.data;
  pthread_mutex_lock(&m);
  int n = vec.len;
  pthread_mutex_unlock(&m);
  if (n > 0) seen = d[0];
  return arg;
}
int main(void) {
  vec.cap = 1;
  vec.data = malloc(sizeof *vec.data);
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  free(vec.data);
  return 0;
}
