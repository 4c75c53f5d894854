// expect: memory-error
// complete: yes
// algos: dfs,sdpor,pop
// A request is allocated with malloc and handed to a worker; its priority field is never set.
#include <pthread.h>
#include <stdlib.h>

struct request {
  int id;
  int priority;
};

static void *serve(void *arg) {
  struct request *r = arg;
  int urgent = r->priority > 5;
  free(r);
  return (void *)(long)urgent;
}

int main(void) {
  struct request *r = malloc(sizeof *r);
  r->id = 1;
  pthread_t t;
  pthread_create(&t, NULL, serve, r);
  pthread_join(t, NULL);
  return 0;
}
