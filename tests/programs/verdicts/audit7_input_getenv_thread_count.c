// expect: none
// The number of workers comes from the environment (WORKERS, default 2 when unset, as under
// braid); every worker appends its id to a log under a lock and prints a line.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int log_len;
int log_ids[8];
void *worker(void *arg) {
  int id = (int)(long)arg;
  pthread_mutex_lock(&m);
  log_ids[log_len++] = id;
  printf("worker %d logged at %d\n", id, log_len - 1);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  const char *s = getenv("AUDIT7_WORKERS_UNSET_VARIABLE");
  int n = s ? atoi(s) : 2;
  if (n < 1 || n > 8) n = 2;
  pthread_t t[8];
  for (long i = 0; i < n; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  assert(log_len == n);
  return 0;
}
