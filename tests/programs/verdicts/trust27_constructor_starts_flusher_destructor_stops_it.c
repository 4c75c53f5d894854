// expect: unsupported
// complete: no
// algos: pop,sdpor,dc,qpor
// A logging library that starts its flusher thread in `__attribute__((constructor))` and
// stops it in `__attribute__((destructor))`: the destructor sets the stop flag under the
// lock, signals, joins the flusher and checks that every line main logged was flushed.
// Natively (gcc -O2, 200 runs): always "flushed 2 lines", exit 0. braid runs static
// initialisation once, outside every execution, so the flusher would belong to none: before
// trust27 its pthread_create failed quietly with EAGAIN and the destructor never ran ("1
// execution, complete, 0 bugs" for a program braid did not check); now the thread creation
// is refused and every execution ends `unsupported` (incomplete).
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake = PTHREAD_COND_INITIALIZER;
static int pending, flushed;
static bool stopping;
static pthread_t flusher;
static void *flush_loop(void *arg) {
  pthread_mutex_lock(&lock);
  for (;;) {
    while (pending == 0 && !stopping) pthread_cond_wait(&wake, &lock);
    flushed += pending;
    pending = 0;
    if (stopping) break;
  }
  pthread_mutex_unlock(&lock);
  return arg;
}
__attribute__((constructor)) static void start_logging(void) { pthread_create(&flusher, NULL, flush_loop, NULL); }
__attribute__((destructor)) static void stop_logging(void) {
  pthread_mutex_lock(&lock);
  stopping = true;
  pthread_cond_signal(&wake);
  pthread_mutex_unlock(&lock);
  pthread_join(flusher, NULL);
  printf("flushed %d lines\n", flushed);
  assert(flushed == 2);
}
static void log_line(void) {
  pthread_mutex_lock(&lock);
  ++pending;
  pthread_cond_signal(&wake);
  pthread_mutex_unlock(&lock);
}
int main(void) {
  log_line();
  log_line();
  return 0;
}
