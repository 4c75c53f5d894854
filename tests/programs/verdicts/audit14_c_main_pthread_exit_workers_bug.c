// expect: assertion
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// main creates two detached workers (pthread_attr_setdetachstate) and leaves with
// pthread_exit; the second worker assumes the first already ran.
#include <pthread.h>
#include <assert.h>
static int stage;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *second(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  assert(stage == 1);  // assumes the first worker ran
  stage = 2;
  pthread_mutex_unlock(&m);
  return 0;
}
static void *first(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  stage = 1;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_create(&a, &attr, first, 0);
  pthread_create(&b, &attr, second, 0);
  pthread_attr_destroy(&attr);
  pthread_exit(0);  // main ends; the detached workers run on
}
