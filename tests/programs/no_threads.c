// braid corpus: no_threads
// expect (no flags): dfs_executions=1 assume_blocked=0 mazurkiewicz=1 reads_from=1 bug=none
// Models: a sequential program: shared accesses in main only.
// Visible operations: main: store x, load x, store y, load y.
// Expected: no bug; exactly 1 execution, 1 class.
#include <assert.h>

int x, y;

int main(void) {
  x = 1;
  y = x + 1;
  assert(y == 2);
  return 0;
}
