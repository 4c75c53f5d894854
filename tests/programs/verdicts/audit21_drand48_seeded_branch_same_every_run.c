// expect: none
// One thread seeds drand48 with srand48(7) and branches on the first draw while main waits
// for it (joined before main touches anything): no race. The seeded sequence is the same in
// every real run (gcc -O2: the same branch 100 of 100 times), so every execution must take
// the same path. If libc's drand48 state were not reset between executions, the second
// execution would continue the first one's sequence... but srand48 resets it here, so this
// program is right either way; its unseeded twin audit21_drand48_unseeded_branch_counts.c is
// the one that needs the state per execution.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
static int picked;
static void *worker(void *arg) {
  srand48(7);
  double first = drand48();
  picked = first < 0.5 ? 1 : 2;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  assert(picked == 1 || picked == 2);
  return 0;
}
