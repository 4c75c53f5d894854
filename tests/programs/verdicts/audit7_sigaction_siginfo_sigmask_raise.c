// expect: none
// sigaction with SA_SIGINFO and a handler reading si_signo; a worker blocks SIGUSR2 with
// pthread_sigmask and unblocks it, then raises it; the handler's count is per raise.
#include <assert.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
volatile sig_atomic_t hits;
static void on_usr2(int sig, siginfo_t *info, void *ctx) {
  (void)ctx;
  if (sig == SIGUSR2 && info->si_signo == SIGUSR2) hits++;
}
void *worker(void *arg) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGUSR2);
  pthread_sigmask(SIG_BLOCK, &set, 0);
  pthread_sigmask(SIG_UNBLOCK, &set, 0);
  raise(SIGUSR2);
  return arg;
}
int main(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_usr2;
  sa.sa_flags = SA_SIGINFO;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGUSR2, &sa, 0);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(hits == 1);
  return 0;
}
