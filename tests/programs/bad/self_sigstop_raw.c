// The real raise(SIGSTOP): the engine stops; the supervisor must not wait forever.
#include <signal.h>
#include "real_libc.h"
int main(void) {
  REAL(raise)(SIGSTOP);
  return 0;
}
