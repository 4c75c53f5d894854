// expect: data-race, assertion
// The home-made reader-writer lock whose read_lock forgets to wait for the writer: a reader
// can read the record half-updated.
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int readers, writer;
int a, b;
void *reader(void *arg) {
  pthread_mutex_lock(&m);
  readers++;
  pthread_mutex_unlock(&m);
  assert(a == b);
  pthread_mutex_lock(&m);
  if (--readers == 0) pthread_cond_broadcast(&c);
  pthread_mutex_unlock(&m);
  return arg;
}
void *writer_thread(void *arg) {
  pthread_mutex_lock(&m);
  while (writer || readers > 0) pthread_cond_wait(&c, &m);
  writer = 1;
  pthread_mutex_unlock(&m);
  a++;
  b++;
  pthread_mutex_lock(&m);
  writer = 0;
  pthread_cond_broadcast(&c);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t r, w;
  pthread_create(&w, 0, writer_thread, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(r, 0);
  pthread_join(w, 0);
  return 0;
}
