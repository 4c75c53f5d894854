// expect: none
// complete: yes
// algos: dfs,sdpor,pop
// The same handler, but main joins the worker first: nothing runs concurrently with it.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

static int items;

static void check_items(void) { assert(items == 1); }

static void *worker(void *arg) {
  (void)arg;
  items++;
  return NULL;
}

int main(void) {
  atexit(check_items);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  return 0;
}
