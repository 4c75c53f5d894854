// expect: none
// algos: dfs,sdpor,pop,qpor
// (dc left out: it does not finish one long execution within the limit (see audit9's report))
// classes: 1
// A worker recursing 5000 calls deep (a few hundred KiB of stack on a default 8 MiB thread
// stack) before publishing its result.
#include <pthread.h>
#include <assert.h>
static int result;
static int depth_sum(int n, volatile char *pad) {
  volatile char local[16];
  local[0] = (char)n;
  (void)pad;
  return n == 0 ? 0 : 1 + depth_sum(n - 1, local);
}
static void *worker(void *arg) {
  result = depth_sum(5000, 0);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  assert(result == 5000);
  return 0;
}
