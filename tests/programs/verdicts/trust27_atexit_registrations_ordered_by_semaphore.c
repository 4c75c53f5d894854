// expect: none
// algos: pop,sdpor,dc,dfs
// trust27_atexit_registered_by_two_threads_order_bug.c with the order of registration
// made explicit: the cache plugin registers only after the network plugin posted that it
// registered, so the cache shuts down first in every run, as main's check assumes; a third
// plugin registers an at_quick_exit handler meanwhile, which exit does not run. Natively
// (gcc -O2, 2000 runs): always "cache network".
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static char shutdown_log[32];
static sem_t network_registered;
static void log_step(const char *what) {
  strcat(shutdown_log, what);
  strcat(shutdown_log, " ");
}
static void network_down(void) { log_step("network"); }
static void cache_down(void) { log_step("cache"); }
static void metrics_quick_down(void) { log_step("metrics"); }
static void check_shutdown(void) {
  printf("%s\n", shutdown_log);
  assert(strcmp(shutdown_log, "cache network ") == 0);
}
static void *network_plugin(void *arg) {
  atexit(network_down);
  sem_post(&network_registered);
  return arg;
}
static void *cache_plugin(void *arg) {
  sem_wait(&network_registered);
  atexit(cache_down);
  return arg;
}
static void *metrics_plugin(void *arg) {
  at_quick_exit(metrics_quick_down);
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  sem_init(&network_registered, 0, 0);
  atexit(check_shutdown);
  pthread_create(&a, NULL, network_plugin, NULL);
  pthread_create(&b, NULL, cache_plugin, NULL);
  pthread_create(&c, NULL, metrics_plugin, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_join(c, NULL);
  return 0;
}
