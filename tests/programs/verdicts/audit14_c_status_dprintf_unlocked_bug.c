// expect: data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// A worker writes its state into a shared buffer under the state lock; main reports it with
// dprintf straight to the stdout descriptor, without the lock: dprintf reads the bytes the
// worker's strcpy writes.
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#define LOCK(m) (void)0
#define UNLOCK(m) (void)0
static char state[24] = "starting";
static pthread_mutex_t state_lock = PTHREAD_MUTEX_INITIALIZER;
static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&state_lock);
  strcpy(state, "running");
  pthread_mutex_unlock(&state_lock);
  return NULL;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  LOCK(&state_lock);
  dprintf(STDOUT_FILENO, "worker state: %s\n", state);
  UNLOCK(&state_lock);
  pthread_join(t, NULL);
  return 0;
}
