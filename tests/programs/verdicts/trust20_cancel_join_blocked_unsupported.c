// expect: unsupported
// complete: no
// A thread blocked in pthread_join with cancellation enabled, cancelled by main: waking a
// blocked join for its cancellation is still not modelled (branch trust20 models it for
// condition-variable and semaphore waits). The execution where the request lands inside the
// join stops as `unsupported` and the verdict says so; it is never dropped.
#include <pthread.h>
#include <semaphore.h>
static sem_t go;
static void *sleeper(void *arg) {
  sem_wait(&go);
  return 0;
}
static void *joiner(void *arg) {
  pthread_join(*(pthread_t *)arg, 0);
  return 0;
}
int main(void) {
  sem_init(&go, 0, 0);
  pthread_t s, j;
  pthread_create(&s, 0, sleeper, 0);
  pthread_create(&j, 0, joiner, &s);
  pthread_cancel(j);
  pthread_join(j, 0);
  sem_post(&go);
  return 0;
}
