// expect: assertion
// flags: --stop-on-first-bug --races=off
// complete: no
// algos: dfs,sdpor,pop
// (qpor, which assumes race freedom, cannot find this racy bug with --races=off; it says so)
// Stopping at the first bug leaves the rest unexplored: exit 1, and the verdict says incomplete.
#include <pthread.h>
#include <assert.h>
int x;
void *worker(void *arg) { x = x + 1; return 0; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(x == 2);
  return 0;
}
