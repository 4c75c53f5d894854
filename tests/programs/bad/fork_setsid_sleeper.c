// The real fork: a grandchild leaves the process group and session and sleeps holding the
// engine's descriptors. The verdict must still come, and the sleeper must be killed.
#include <unistd.h>
#include "racy_assert.h"
#include "real_libc.h"
int main(void) {
  if (REAL(fork)() == 0) {
    REAL(setsid)();
    if (REAL(fork)() == 0) REAL(sleep)(1000);  // a second generation, orphaned at once
    REAL(sleep)(1000);
    REAL(_exit)(0);
  }
  racy_assert();
  return 0;
}
