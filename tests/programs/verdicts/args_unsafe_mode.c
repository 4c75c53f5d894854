// expect: data-race, assertion
// args: --fast 2
// algos: dfs,sdpor,pop
// A "--fast" switch skips the lock: the lost update only happens with that argument.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static int counter;
static int fast;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *bump(void *arg) {
  (void)arg;
  if (!fast) pthread_mutex_lock(&lock);
  counter++;
  if (!fast) pthread_mutex_unlock(&lock);
  return NULL;
}

int main(int argc, char **argv) {
  int n = 1;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--fast") == 0) fast = 1;
    else n = atoi(argv[i]);
  }
  pthread_t t[4];
  if (n > 4) n = 4;
  for (int i = 0; i < n; i++) pthread_create(&t[i], NULL, bump, NULL);
  for (int i = 0; i < n; i++) pthread_join(t[i], NULL);
  assert(counter == n);
  return 0;
}
