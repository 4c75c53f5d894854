// expect: data-race, memory-error
// algos: pop,sdpor,dc,qpor,dfs
// getcwd(NULL, 256) allocates 256 bytes the program may write into: main appends a file
// name to it (strcat within the 256 bytes), hands the path to two cleanup workers, and
// both free it: a double free, in every schedule (and the two frees race: free writes). This needs braid to know the block libc
// allocated (its size, 256 not strlen + 1, and that it was freed). gcc -O2
// -fsanitize=address, 100 runs: "attempting double-free" in 100.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
static char *log_path;
static void *cleanup(void *arg) {
  (void)arg;
  free(log_path);  // wrong: both workers own the path
  return 0;
}
int main(void) {
  log_path = getcwd(NULL, 256);
  if (!log_path || strlen(log_path) + sizeof "/app.log" > 256) return 0;
  strcat(log_path, "/app.log");
  pthread_t a, b;
  pthread_create(&a, 0, cleanup, 0);
  pthread_create(&b, 0, cleanup, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
