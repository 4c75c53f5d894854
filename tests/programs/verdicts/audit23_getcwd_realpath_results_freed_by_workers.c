// expect: none
// algos: pop,sdpor,dc,qpor
// Results that libc allocates for the caller to free(): each worker asks getcwd(NULL, 0),
// realpath(".", NULL) and canonicalize_file_name(".") for the working directory, checks
// that they agree, and frees them. Before branch audit23 braid reported "free() of a
// pointer that is not a heap block" at the first free (libc's malloc had made the block).
// Nothing is shared (DFS: 12 869 executions, complete, no bug, 2 s: left out of algos).
// gcc -O2 -fsanitize=address, 200 runs: no error, exit 0 in 200.
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
static void *locate(void *arg) {
  (void)arg;
  char *cwd = getcwd(NULL, 0);
  char *real = realpath(".", NULL);
  char *canonical = canonicalize_file_name(".");
  assert(cwd && real && canonical);
  assert(strcmp(cwd, real) == 0 && strcmp(real, canonical) == 0);
  free(canonical);
  free(real);
  free(cwd);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, locate, 0);
  pthread_create(&b, 0, locate, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
