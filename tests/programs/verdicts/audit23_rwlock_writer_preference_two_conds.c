// expect: none
// algos: pop,sdpor,dc
// A reader-writer lock with writer preference built from one mutex and two condition
// variables (the textbook shape): readers wait while a writer is active or waiting,
// writers wait while readers or a writer are active; a writer's unlock broadcasts to
// the readers only when no writer waits, else signals the next writer. One writer, two
// readers: every reader sees 0 or 1 (never a torn state), no race, no hang.
// gcc -O2, 2000 runs under taskset -c 0: no hang, no assertion failure.
#include <assert.h>
#include <pthread.h>
struct rw {
  pthread_mutex_t m;
  pthread_cond_t readers_ok, writer_ok;
  int active_readers, waiting_writers, writer_active;
};
static struct rw lock = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0, 0};
static int shared_a, shared_b;
static void read_lock(struct rw *l) {
  pthread_mutex_lock(&l->m);
  while (l->writer_active || l->waiting_writers > 0) pthread_cond_wait(&l->readers_ok, &l->m);
  l->active_readers++;
  pthread_mutex_unlock(&l->m);
}
static void read_unlock(struct rw *l) {
  pthread_mutex_lock(&l->m);
  if (--l->active_readers == 0) pthread_cond_signal(&l->writer_ok);
  pthread_mutex_unlock(&l->m);
}
static void write_lock(struct rw *l) {
  pthread_mutex_lock(&l->m);
  l->waiting_writers++;
  while (l->writer_active || l->active_readers > 0) pthread_cond_wait(&l->writer_ok, &l->m);
  l->waiting_writers--;
  l->writer_active = 1;
  pthread_mutex_unlock(&l->m);
}
static void write_unlock(struct rw *l) {
  pthread_mutex_lock(&l->m);
  l->writer_active = 0;
  if (l->waiting_writers > 0) pthread_cond_signal(&l->writer_ok);
  else pthread_cond_broadcast(&l->readers_ok);
  pthread_mutex_unlock(&l->m);
}
static void *writer(void *arg) {
  (void)arg;
  write_lock(&lock);
  shared_a = 1;
  shared_b = 1;
  write_unlock(&lock);
  return 0;
}
static void *reader(void *arg) {
  (void)arg;
  read_lock(&lock);
  assert(shared_a == shared_b);
  read_unlock(&lock);
  return 0;
}
int main(void) {
  pthread_t w, r1, r2;
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r1, 0);
  pthread_join(r2, 0);
  return 0;
}
