// expect: memory-error, data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 4
// rf-classes: 4
// A pthread_key with free as its destructor, created under pthread_once; both threads
// register the one shared scratch buffer as their value: each thread's exit frees it.
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
  // each thread should set its own buffer; both set the one shared scratch: freed twice
  pthread_setspecific(key, shared_scratch);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
