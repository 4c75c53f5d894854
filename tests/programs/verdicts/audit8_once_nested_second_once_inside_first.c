// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// Two once-controls: the initialiser of the config calls pthread_once for the logger it
// needs; a thread that wants only the logger can call it directly.
#include <assert.h>
#include <pthread.h>
static pthread_once_t config_once = PTHREAD_ONCE_INIT, logger_once = PTHREAD_ONCE_INIT;
static int logger_ready, config_ready, logger_inits;
static void init_logger(void) { logger_inits++; logger_ready = 1; }
static void init_config(void) {
  pthread_once(&logger_once, init_logger);
  assert(logger_ready);
  config_ready = 1;
}
static void *wants_config(void *arg) {
  pthread_once(&config_once, init_config);
  assert(config_ready && logger_ready);
  return arg;
}
static void *wants_logger(void *arg) {
  pthread_once(&logger_once, init_logger);
  assert(logger_ready);
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, NULL, wants_config, NULL);
  pthread_create(&b, NULL, wants_logger, NULL);
  pthread_create(&c, NULL, wants_config, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_join(c, NULL);
  assert(logger_inits == 1);
  return 0;
}
