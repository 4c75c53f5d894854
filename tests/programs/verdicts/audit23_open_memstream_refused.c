// expect: unsupported
// complete: no
// algos: pop,sdpor,dc,qpor
// A worker formats its report into an open_memstream buffer and main frees it after the
// join: natively fine (gcc -O2 -fsanitize=address, 200 runs: no error). libc's own malloc
// allocates the buffer and moves it at every fflush and fclose, where braid's heap does not
// see it: braid refuses the call by name (before branch audit23: a false memory-error,
// "free() of a pointer that is not a heap block").
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
static void *worker(void *arg) {
  (void)arg;
  char *text = 0;
  size_t size = 0;
  FILE *report = open_memstream(&text, &size);
  if (!report) return 0;
  fprintf(report, "%d items", 2);
  fclose(report);
  return text;
}
int main(void) {
  pthread_t t;
  void *text;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, &text);
  puts(text);
  free(text);
  return 0;
}
