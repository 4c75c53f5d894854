// expect: none
// The twin of trust30_atexit_worker_registers_while_main_frees_bug.c: the handler writes
// into a static buffer, which exit never frees. Whether the reporter registers before or
// after main's exit takes the handler list (the handler runs or not), nothing goes wrong;
// both orders are explored (DFS: 2 classes).
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
static char report_buffer[64];
static void flush_report(void) { memcpy(report_buffer, "done", 5); }
static void *reporter(void *arg) {
  atexit(flush_report);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, reporter, NULL);
  return 0;
}
