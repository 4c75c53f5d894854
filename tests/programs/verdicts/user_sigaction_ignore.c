// expect: none
// sigaction with SIG_IGN for SIGPIPE (what servers do), then a SA_SIGINFO handler for
// SIGUSR1 that records who sent it; raise() of each.
#include <pthread.h>
#include <signal.h>
#include <assert.h>
static volatile sig_atomic_t from_pid;
static void on_usr1(int sig, siginfo_t *info, void *ctx) { (void)sig; (void)ctx; from_pid = info->si_pid; }
int main(void) {
  struct sigaction ignore = {0}, handler = {0};
  ignore.sa_handler = SIG_IGN;
  sigaction(SIGPIPE, &ignore, 0);
  handler.sa_sigaction = on_usr1;
  handler.sa_flags = SA_SIGINFO;
  sigaction(SIGUSR1, &handler, 0);
  raise(SIGPIPE);
  raise(SIGUSR1);
  assert(from_pid != 0);
  return 0;
}
