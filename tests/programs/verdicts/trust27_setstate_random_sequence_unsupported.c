// expect: unsupported
// complete: no
// algos: pop,dfs
// A simulation that keeps its own random() state array (initstate) so that it can replay
// a run: glibc's random() then draws from that array, and the program checks the first
// number against the one glibc gives for seed 42 with a 64-byte state (natively, gcc -O2:
// 2051258974). braid's random() is its own generator, restarted every execution, and reads
// no state array: before trust27 the call ran natively and random() returned braid's
// number, so braid reported a false assertion failure; now initstate is refused clearly
// (`unsupported`, incomplete).
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
static char state[64];
static long first;
static void *simulate(void *arg) {
  first = random();
  return arg;
}
int main(void) {
  pthread_t t;
  initstate(42, state, sizeof state);
  pthread_create(&t, NULL, simulate, NULL);
  pthread_join(t, NULL);
  printf("%ld\n", first);
  assert(first == 2051258974);
  return 0;
}
