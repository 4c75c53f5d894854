// expect: none
// complete: yes
// args: 3
// algos: dfs,sdpor,pop
// The number of workers comes from the command line; each adds to a counter under a lock.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static int total;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *work(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  total++;
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s WORKERS\n", argv[0]);
    return 1;
  }
  int n = atoi(argv[1]);
  pthread_t threads[8];
  if (n < 1 || n > 8) return 1;
  for (int i = 0; i < n; i++) pthread_create(&threads[i], NULL, work, NULL);
  for (int i = 0; i < n; i++) pthread_join(threads[i], NULL);
  assert(total == n);
  return 0;
}
