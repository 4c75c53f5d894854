// expect: none
// algos: sdpor,pop,dc
// pthread-divine style reader-writer lock built from a mutex and a condition variable
// (readers count, writer flag); two readers and a writer on a two-field record whose
// fields must stay equal.
#include <assert.h>
#include <pthread.h>
typedef struct {
  pthread_mutex_t m;
  pthread_cond_t c;
  int readers, writer;
} rw_t;
rw_t rw = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0};
int a, b;
void read_lock(rw_t *l) {
  pthread_mutex_lock(&l->m);
  while (l->writer) pthread_cond_wait(&l->c, &l->m);
  l->readers++;
  pthread_mutex_unlock(&l->m);
}
void read_unlock(rw_t *l) {
  pthread_mutex_lock(&l->m);
  if (--l->readers == 0) pthread_cond_broadcast(&l->c);
  pthread_mutex_unlock(&l->m);
}
void write_lock(rw_t *l) {
  pthread_mutex_lock(&l->m);
  while (l->writer || l->readers > 0) pthread_cond_wait(&l->c, &l->m);
  l->writer = 1;
  pthread_mutex_unlock(&l->m);
}
void write_unlock(rw_t *l) {
  pthread_mutex_lock(&l->m);
  l->writer = 0;
  pthread_cond_broadcast(&l->c);
  pthread_mutex_unlock(&l->m);
}
void *reader(void *arg) {
  read_lock(&rw);
  assert(a == b);
  read_unlock(&rw);
  return arg;
}
void *writer(void *arg) {
  write_lock(&rw);
  a++;
  b++;
  write_unlock(&rw);
  return arg;
}
int main(void) {
  pthread_t r1, r2, w;
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_join(r1, 0);
  pthread_join(w, 0);
  pthread_join(r2, 0);
  return 0;
}
