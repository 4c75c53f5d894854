// expect: memory-error
// A reporter thread registers an exit handler that writes into a buffer; main frees the
// buffer and returns without waiting for the reporter. If the registration comes before
// main's exit takes the handler list, exit runs the handler on the freed buffer; if it
// comes after, the handler never runs. Before trust30 the exit took the list only when
// the execution had registered a handler already, so the registration was never ordered
// before the exit unless the schedule happened to run it first.
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
static char *report_buffer;
static void flush_report(void) { memcpy(report_buffer, "done", 5); }
static void *reporter(void *arg) {
  atexit(flush_report);
  return arg;
}
int main(void) {
  pthread_t t;
  report_buffer = malloc(64);
  pthread_create(&t, NULL, reporter, NULL);
  free(report_buffer);
  return 0;
}
