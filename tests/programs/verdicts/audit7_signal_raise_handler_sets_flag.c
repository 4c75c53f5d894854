// expect: none
// signal() installs a SIGUSR1 handler setting a volatile sig_atomic_t flag; a worker raises
// the signal (the handler runs in the raising thread), then publishes with a mutex.
#include <assert.h>
#include <pthread.h>
#include <signal.h>
volatile sig_atomic_t got_signal;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int published;
static void on_usr1(int sig) { got_signal = sig; }
void *worker(void *arg) {
  raise(SIGUSR1);
  pthread_mutex_lock(&m);
  published = got_signal == SIGUSR1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  signal(SIGUSR1, on_usr1);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(published == 1);
  return 0;
}
