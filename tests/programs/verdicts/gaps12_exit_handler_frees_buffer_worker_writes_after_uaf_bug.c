// expect: memory-error
// A worker calls exit(0); its atexit handler frees a shared buffer as its last act. Another
// thread, not joined, writes into the buffer. Until the process is gone that thread still
// runs: its write can come after the free, a use after free a real run can show. Stopping
// every thread when the exit handlers end (DFS did) hid it; every algorithm finds it now.
#include <pthread.h>
#include <stdlib.h>
static int *buffer;
static void release(void) { free(buffer); }
static void *writer(void *arg) {
  buffer[0] = 1;
  return arg;
}
static void *quitter(void *arg) {
  exit(0);
  return arg;
}
int main(void) {
  buffer = malloc(4 * sizeof *buffer);
  atexit(release);
  pthread_t w, q;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&q, NULL, quitter, NULL);
  pthread_join(q, NULL);
  pthread_join(w, NULL);
  return 0;
}
