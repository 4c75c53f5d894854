// expect: none
// complete: no
// algos: dfs,sdpor,pop
// Reads a seed from /dev/urandom: executions that should repeat each other may differ, so
// the verdict cannot be complete.
#include <pthread.h>
#include <stdio.h>

static unsigned seed;

static void *use(void *arg) {
  (void)arg;
  unsigned local = seed * 2654435761u;
  (void)local;
  return NULL;
}

int main(void) {
  FILE *f = fopen("/dev/urandom", "rb");
  if (f) {
    if (fread(&seed, sizeof seed, 1, f) != 1) seed = 1;
    fclose(f);
  }
  pthread_t t;
  pthread_create(&t, NULL, use, NULL);
  pthread_join(t, NULL);
  return 0;
}
