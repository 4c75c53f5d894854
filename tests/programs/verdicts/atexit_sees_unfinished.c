// expect: assertion
// algos: dfs,sdpor,pop
// The exit handler checks that the background thread finished its work: it need not have.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

static atomic_int finished;

static void verify(void) { assert(atomic_load(&finished)); }

static void *background(void *arg) {
  (void)arg;
  atomic_store(&finished, 1);
  return NULL;
}

int main(void) {
  atexit(verify);
  pthread_t t;
  pthread_create(&t, NULL, background, NULL);
  pthread_detach(t);
  return 0;
}
