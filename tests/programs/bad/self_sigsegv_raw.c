// The real kill(getpid(), SIGSEGV) in one schedule: with --jobs 2 the kernel may deliver it
// to any thread of the engine. Whatever happens, the bugs found before are kept and the
// verdict says what happened.
#include <signal.h>
#include <unistd.h>
#include "racy_assert.h"
#include "real_libc.h"
static void* killer(void* arg) {
  (void)arg;
  if (counter == 1) REAL(kill)(REAL(getpid)(), SIGSEGV);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, killer, 0);
  racy_assert();
  pthread_join(t, 0);
  return 0;
}
