// expect: assertion
// algos: pop,sdpor,dc,dfs,qpor
// Two plugins register their exit handlers from their own threads, without ordering the
// registrations: glibc's atexit takes a lock (no data race), but the handlers run last
// registered first, so the order of shutdown depends on which thread registered first.
// main's own handler, registered before the threads exist, runs last and assumes the
// cache plugin shut down before the network plugin (true only if the network plugin
// registered first). Natively (gcc -O2, 2000 runs) both orders: "cache network" 1973
// times (the assertion holds), an abort on the assertion 27 times.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static char shutdown_log[32];
static void log_step(const char *what) {
  strcat(shutdown_log, what);
  strcat(shutdown_log, " ");
}
static void network_down(void) { log_step("network"); }
static void cache_down(void) { log_step("cache"); }
static void check_shutdown(void) {
  printf("%s\n", shutdown_log);
  assert(strcmp(shutdown_log, "cache network ") == 0);
}
static void *network_plugin(void *arg) {
  atexit(network_down);
  return arg;
}
static void *cache_plugin(void *arg) {
  atexit(cache_down);
  return arg;
}
int main(void) {
  pthread_t a, b;
  atexit(check_shutdown);
  pthread_create(&a, NULL, network_plugin, NULL);
  pthread_create(&b, NULL, cache_plugin, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
