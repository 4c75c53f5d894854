// expect: none
// A program that installs a SIGUSR1 handler (it sets a flag) and raises the signal itself
// from a worker: the handler runs, nothing ends the process.
#include <pthread.h>
#include <signal.h>
#include <assert.h>
static volatile sig_atomic_t got_signal;
static void on_usr1(int sig) { (void)sig; got_signal = 1; }
static void *worker(void *arg) { raise(SIGUSR1); return 0; }
int main(void) {
  signal(SIGUSR1, on_usr1);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(got_signal == 1);
  return 0;
}
