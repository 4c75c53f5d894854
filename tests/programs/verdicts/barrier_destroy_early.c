// expect: deadlock, misuse
// algos: dfs,sdpor,pop
// Two phases for the worker, one for the coordinator, which destroys the barrier after its
// only phase: the worker's second wait uses a destroyed barrier (and nobody joins it there).
#include <pthread.h>

static pthread_barrier_t phase;

static void *worker(void *arg) {
  (void)arg;
  pthread_barrier_wait(&phase);
  pthread_barrier_wait(&phase);
  return NULL;
}

int main(void) {
  pthread_barrier_init(&phase, NULL, 2);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_barrier_wait(&phase);
  pthread_barrier_destroy(&phase);
  pthread_join(t, NULL);
  return 0;
}
