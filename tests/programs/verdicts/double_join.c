// expect: misuse
// complete: yes
// algos: dfs,sdpor,pop
// A watchdog thread joins the worker to report its result, and main joins it too.
#include <pthread.h>
#include <stdio.h>

static pthread_t worker;

static void *work(void *arg) {
  (void)arg;
  return (void *)42;
}

static void *watchdog(void *arg) {
  (void)arg;
  void *result;
  if (pthread_join(worker, &result) == 0) printf("worker returned %ld\n", (long)result);
  return NULL;
}

int main(void) {
  pthread_t dog;
  pthread_create(&worker, NULL, work, NULL);
  pthread_create(&dog, NULL, watchdog, NULL);
  pthread_join(worker, NULL);
  pthread_join(dog, NULL);
  return 0;
}
