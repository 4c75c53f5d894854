// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit.)
// time-limit: 10
// A thread that recurses 20000 levels deep (a recursive tree walk on a degenerate tree, about
// 100 bytes of stack per frame: 2 MiB, well inside a default 8 MiB thread stack) while main
// does the same on its own stack. No overflow in a real run; none must be reported.
#include <assert.h>
#include <pthread.h>
#define DEPTH 20000

static long walk(int depth, long acc, volatile int *sink) {
  volatile char frame[64];
  frame[depth % 64] = (char)depth;
  if (depth == 0) return acc + frame[0];
  long r = walk(depth - 1, acc + 1, sink);
  *sink = frame[depth % 64];
  return r;
}

static long results[2];
static volatile int sinks[2]; /* one per thread: no race */
static void *worker(void *arg) {
  results[(long)arg] = walk(DEPTH, 0, &sinks[0]);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)0L);
  results[1] = walk(DEPTH, 0, &sinks[1]);
  pthread_join(t, 0);
  assert(results[0] == DEPTH && results[1] == DEPTH);
  return 0;
}
