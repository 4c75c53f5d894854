// The real kill(getpid(), SIGKILL): nothing in the process can catch it.
#include <signal.h>
#include <unistd.h>
#include "racy_assert.h"
#include "real_libc.h"
int main(void) {
  racy_assert();
  REAL(kill)(REAL(getpid)(), SIGKILL);
  return 0;
}
