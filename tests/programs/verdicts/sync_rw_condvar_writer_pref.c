// expect: none
// algos: sdpor,pop,dc
// A reader-writer lock built from one mutex and two condition variables with writer
// preference; readers check the invariant, the writer keeps two fields equal.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t can_read = PTHREAD_COND_INITIALIZER, can_write = PTHREAD_COND_INITIALIZER;
int readers, writing, waiting_writers;
int a, b;
static void read_lock(void) {
  pthread_mutex_lock(&m);
  while (writing || waiting_writers) pthread_cond_wait(&can_read, &m);
  readers++;
  pthread_mutex_unlock(&m);
}
static void read_unlock(void) {
  pthread_mutex_lock(&m);
  if (--readers == 0) pthread_cond_signal(&can_write);
  pthread_mutex_unlock(&m);
}
static void write_lock(void) {
  pthread_mutex_lock(&m);
  waiting_writers++;
  while (writing || readers) pthread_cond_wait(&can_write, &m);
  waiting_writers--;
  writing = 1;
  pthread_mutex_unlock(&m);
}
static void write_unlock(void) {
  pthread_mutex_lock(&m);
  writing = 0;
  pthread_cond_broadcast(&can_read);
  pthread_cond_signal(&can_write);
  pthread_mutex_unlock(&m);
}
void *reader(void *arg) { read_lock(); assert(a == b); read_unlock(); return 0; }
void *writer(void *arg) { write_lock(); a++; b++; write_unlock(); return 0; }
int main(void) {
  pthread_t r1, r2, w;
  pthread_create(&r1, 0, reader, 0); pthread_create(&w, 0, writer, 0); pthread_create(&r2, 0, reader, 0);
  pthread_join(r1, 0); pthread_join(w, 0); pthread_join(r2, 0);
  assert(a == 1);
  return 0;
}
