// expect: bound
// algos: dfs,sdpor,pop
// The loop waits for a flag that no thread ever sets, creating a helper each round.
#include <pthread.h>
#include <stdatomic.h>

atomic_int stop;

static void *helper(void *arg) {
  (void)arg;
  return NULL;
}

int main(void) {
  while (!atomic_load(&stop)) {
    pthread_t t;
    if (pthread_create(&t, NULL, helper, NULL) != 0) break;
    pthread_join(t, NULL);
  }
  return 0;
}
