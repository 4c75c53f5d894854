// KNOWN GAP (not in the corpus runner: it would fail). dfs: 6 executions, assertion and
// data-race. sdpor, pop and dc: 1 execution, "complete", assertion only. The first run ends
// at main's failed assertion while thread w is pending on its load of n; w's later store to x
// never ran, so no race with main's read of x is seen and the other order is never explored.
// A run cut by a bug hides the later events of the threads it cut (docs/algorithms.md).
// stdin read by two threads through fgets/sscanf; bug only for input 7.
#include <pthread.h>
#include <stdio.h>
#include <assert.h>
int n, x;
void *w(void *a) { x = n; return 0; }
int main(void) { char buf[32]; n = 7; (void)buf;
  pthread_t t; pthread_create(&t, 0, w, 0); if (n == 7) assert(x == 7); pthread_join(t, 0); return 0; }
