// expect: crash
// A handler is installed for SIGUSR1, but the worker raises SIGUSR2, whose default action
// ends the process.
#include <pthread.h>
#include <signal.h>
static volatile sig_atomic_t got_signal;
static void on_usr1(int sig) { (void)sig; got_signal = 1; }
static void *worker(void *arg) { raise(SIGUSR2); return 0; }
int main(void) {
  signal(SIGUSR1, on_usr1);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
