// expect: data-race, memory-error
// classes: 4
// rf-classes: 4
// A worker calls exit(0) after setting a flag; the exit handler frees a buffer that another,
// unjoined worker writes into once it sees the flag. The store after the free is a use after
// free through a write.
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
static int *buffer;
static atomic_int go;
static void release(void) { free(buffer); }
static void *late_writer(void *arg) {
  while (!atomic_load(&go)) {
  }
  buffer[0] = 42;
  return arg;
}
static void *quitter(void *arg) {
  atomic_store(&go, 1);
  exit(0);
  return arg;
}
int main(void) {
  buffer = malloc(sizeof *buffer);
  atexit(release);
  pthread_t w, q;
  pthread_create(&w, NULL, late_writer, NULL);
  pthread_create(&q, NULL, quitter, NULL);
  pthread_join(q, NULL);
  pthread_join(w, NULL);
  return 0;
}
