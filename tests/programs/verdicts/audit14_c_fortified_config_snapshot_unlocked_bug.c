// expect: data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 3
// rf-classes: 3
// A program built with -D_FORTIFY_SOURCE=2 -O2 (or preprocessed so): glibc's headers turn
// memcpy, strcpy and snprintf into __memcpy_chk, __strcpy_chk and __snprintf_chk, which carry
// the destination's size. Written out here as the headers expand them. The reporter copies
// the shared configuration without the lock the updater holds.
#include <pthread.h>
#include <stddef.h>
#define LOCK(m) (void)0
#define UNLOCK(m) (void)0
#define fortified_memcpy(d, s, n) __builtin___memcpy_chk(d, s, n, __builtin_object_size(d, 0))
#define fortified_strcpy(d, s) __builtin___strcpy_chk(d, s, __builtin_object_size(d, 1))
#define fortified_snprintf(d, n, ...) \
  __builtin___snprintf_chk(d, n, 1, __builtin_object_size(d, 1), __VA_ARGS__)
struct config {
  char host[24];
  int port;
};
static struct config current = {"localhost", 80};
static pthread_mutex_t config_lock = PTHREAD_MUTEX_INITIALIZER;
static void *updater(void *arg) {
  const char *host = arg;
  pthread_mutex_lock(&config_lock);
  fortified_strcpy(current.host, host);
  current.port = 8080;
  pthread_mutex_unlock(&config_lock);
  return NULL;
}
static void *reporter(void *arg) {
  size_t size = (size_t)arg;  // not a constant: the call stays __memcpy_chk
  struct config snapshot;
  char line[40];
  LOCK(&config_lock);
  fortified_memcpy(&snapshot, &current, size);
  UNLOCK(&config_lock);
  fortified_snprintf(line, sizeof line, "%s:%d", snapshot.host, snapshot.port);
  return NULL;
}
int main(void) {
  pthread_t u, r;
  pthread_create(&u, NULL, updater, "example.org");
  pthread_create(&r, NULL, reporter, (void *)sizeof(struct config));
  pthread_join(u, NULL);
  pthread_join(r, NULL);
  return 0;
}
