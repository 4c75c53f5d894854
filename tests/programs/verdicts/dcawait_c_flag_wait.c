// expect: none
// classes: 2
// rf-classes: 2
// An await loop on one flag: the reader spins until the writer raises it, then reads the
// data published before it (dc treats loops that watch one location natively).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
int data;
atomic_int ready;
void *writer(void *arg) {
  data = 42;
  atomic_store(&ready, 1);
  return 0;
}
void *reader(void *arg) {
  while (!atomic_load(&ready)) {}
  assert(data == 42);
  return 0;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&r, 0, reader, 0); pthread_create(&w, 0, writer, 0);
  pthread_join(w, 0); pthread_join(r, 0);
  return 0;
}
