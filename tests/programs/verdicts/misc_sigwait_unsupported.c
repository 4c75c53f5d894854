// expect: unsupported
// complete: no
// A thread that waits for a signal with sigwait: braid does not model waiting for a signal
// and must say so (an `unsupported` finding), not hang until the time limit.
#include <pthread.h>
#include <signal.h>
void *waiter(void *arg) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGUSR1);
  int sig;
  sigwait(&set, &sig);
  return 0;
}
int main(void) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGUSR1);
  pthread_sigmask(SIG_BLOCK, &set, 0);
  pthread_t t;
  pthread_create(&t, 0, waiter, 0);
  pthread_join(t, 0);
  return 0;
}
