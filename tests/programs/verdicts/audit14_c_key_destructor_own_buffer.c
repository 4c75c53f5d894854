// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// A pthread_key with free as its destructor, created under pthread_once; each thread
// registers a buffer of its own, freed at its exit.
#include <pthread.h>
#include <stdlib.h>
static pthread_key_t key;
static char *shared_scratch;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static void make_key(void) {
  pthread_key_create(&key, free);
  shared_scratch = malloc(16);
}
static void *worker(void *arg) {
  (void)arg;
  pthread_once(&once, make_key);
  // each thread sets its own buffer, freed by the key's destructor at the thread's exit
  pthread_setspecific(key, malloc(16));
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  free(shared_scratch);
  return 0;
}
