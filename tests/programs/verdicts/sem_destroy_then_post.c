// expect: misuse
// algos: dfs,sdpor,pop
// The semaphore is torn down before the worker that posts it has finished.
#include <pthread.h>
#include <semaphore.h>

static sem_t done;

static void *worker(void *arg) {
  (void)arg;
  sem_post(&done);
  return NULL;
}

int main(void) {
  sem_init(&done, 0, 0);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  sem_destroy(&done);
  pthread_join(t, NULL);
  return 0;
}
