// braid corpus: reach_error
// expect (no flags): dfs_executions=5 assume_blocked=0 mazurkiewicz=2 reads_from=2 bug=assertion@23
// Models: an SV-COMP style property: __VERIFIER_error() is reachable when t2's store happens
// before t1's.
// Visible operations: main: 2 creates, 2 joins, load x; t1: store x = 1; t2: store x = 2.
// Expected: assertion bug at the __VERIFIER_error call. Mazurkiewicz classes 2; reads-from 2.
#include <pthread.h>
#include <stdatomic.h>
#include "braid.h"

atomic_int x = 0;

static void *thread1(void *arg) { x = 1; return 0; }
static void *thread2(void *arg) { x = 2; return 0; }

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, thread1, 0);
  pthread_create(&t2, 0, thread2, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (x == 1)
    __VERIFIER_error();  // @bug assertion: t1 wrote last
  return 0;
}
