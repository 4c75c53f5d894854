// expect: data-race, memory-error
// classes: 2
// rf-classes: 2
// (dc was left out until branch sound12: the free and the store are two writes no read
// tells apart, one reads-from class then, so dc ran 1 execution and reported the race but
// not the use after free. A write after a free now observes it, and dc leaves such a run to
// POP: docs/algorithms.md, "DC-DPOR: rwlock try locks and writes after a free")
// A worker calls exit(0); its atexit handler frees a shared buffer as its last act. Another
// thread, not joined, writes into the buffer. Until the process is gone that thread still
// runs: its write can come after the free, a use after free a real run can show. Stopping
// every thread when the exit handlers end (DFS did) hid it; dfs, sdpor and pop find it now.
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
