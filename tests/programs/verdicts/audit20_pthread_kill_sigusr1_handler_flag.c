// expect: unsupported
// complete: no
// main interrupts a worker with pthread_kill(t, SIGUSR1); the handler sets a
// volatile sig_atomic_t flag the worker polls. braid does not deliver signals to threads: it
// must refuse the program naming pthread_kill and its line, not hang in the worker's loop or
// report a deadlock that is not there.
#include <pthread.h>
#include <signal.h>
#include <string.h>
static volatile sig_atomic_t stop_requested;
static void on_usr1(int sig) { (void)sig; stop_requested = 1; }
static void *worker(void *arg) {
  while (!stop_requested) {
  }
  return arg;
}
int main(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_usr1;
  sigaction(SIGUSR1, &sa, NULL);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_kill(t, SIGUSR1);
  pthread_join(t, NULL);
  return 0;
}
