// The real kill(getpid(), SIGKILL), only in the schedules where an increment was lost: the
// data races found in the executions before are kept (reported, saved with --trace-dir).
#include <signal.h>
#include <unistd.h>
#include "racy_assert.h"
#include "real_libc.h"
static void* killer(void* arg) {
  (void)arg;
  if (counter == 1) REAL(kill)(REAL(getpid)(), SIGKILL);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, killer, 0);
  racy_assert();
  pthread_join(t, 0);
  return 0;
}
