// expect: memory-error
// complete: yes
// algos: dfs,sdpor,pop
// main counts the workers it started into a counter it never set to zero.
#include <pthread.h>

static int done[2];

static void *worker(void *arg) {
  done[(long)arg] = 1;
  return NULL;
}

int main(void) {
  pthread_t t[2];
  int started;
  for (long i = 0; i < 2; i++)
    if (pthread_create(&t[i], NULL, worker, (void *)i) == 0) started++;
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  return started == 2 ? 0 : 1;
}
