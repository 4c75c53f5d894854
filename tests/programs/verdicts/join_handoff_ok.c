// expect: none
// complete: yes
// algos: dfs,sdpor,pop
// Only the watchdog joins the worker; main joins the watchdog.
#include <pthread.h>

static pthread_t worker;
static long result;

static void *work(void *arg) {
  (void)arg;
  return (void *)42;
}

static void *watchdog(void *arg) {
  (void)arg;
  void *r;
  pthread_join(worker, &r);
  result = (long)r;
  return NULL;
}

int main(void) {
  pthread_t dog;
  pthread_create(&worker, NULL, work, NULL);
  pthread_create(&dog, NULL, watchdog, NULL);
  pthread_join(dog, NULL);
  return result == 42 ? 0 : 1;
}
