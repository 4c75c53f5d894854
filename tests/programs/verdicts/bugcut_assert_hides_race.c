// expect: assertion, data-race
// A run cut by a bug must not hide what the cut threads do later. The first run ends at
// main's failed assertion while thread w is pending on its load of n (no conflict with
// anything main did); w's later store to x, which races with main's read of x, only exists
// if w runs on after the bug. Its other order (w first: no assertion) is a second class.
#include <pthread.h>
#include <stdio.h>
#include <assert.h>
int n, x;
void *w(void *a) { x = n; return 0; }
int main(void) { char buf[32]; n = 7; (void)buf;
  pthread_t t; pthread_create(&t, 0, w, 0); if (n == 7) assert(x == 7); pthread_join(t, 0); return 0; }
