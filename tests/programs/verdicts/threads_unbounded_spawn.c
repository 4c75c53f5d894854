// expect: bound
// algos: dfs,sdpor,pop
// A dispatcher that starts a worker per request and never stops: the number of threads one
// execution creates has no bound.
#include <pthread.h>

static void *handle_request(void *arg) {
  long id = (long)arg;
  long work = id * 3;
  (void)work;
  return NULL;
}

int main(void) {
  long next = 0;
  for (;;) {
    pthread_t worker;
    pthread_create(&worker, NULL, handle_request, (void *)next++);
    pthread_detach(worker);
  }
}
