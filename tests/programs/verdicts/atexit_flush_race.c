// expect: data-race
// algos: dfs,sdpor,pop
// An atexit handler flushes a log that a worker, never joined, may still be writing:
// returning from main runs the handler while the worker runs.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static char log_buffer[64];
static int log_length;

static void flush_log(void) {
  fwrite(log_buffer, 1, (size_t)log_length, stdout);
  log_length = 0;
}

static void *worker(void *arg) {
  (void)arg;
  log_buffer[log_length] = 'w';
  log_length++;
  return NULL;
}

int main(void) {
  atexit(flush_log);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  return 0;
}
