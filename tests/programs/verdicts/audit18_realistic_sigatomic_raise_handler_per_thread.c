// expect: none
// classes: 1
// rf-classes: 1
// Signal-like patterns: a SIGUSR1 handler sets a volatile sig_atomic_t flag; a worker raises the
// signal at itself (the handler runs in the raising thread, synchronously) and checks the flag
// it just set; the flag is then handed to main through a mutex-protected copy (the flag itself
// is touched by one thread only).
#include <assert.h>
#include <pthread.h>
#include <signal.h>
static volatile sig_atomic_t got_usr1;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int reported;

static void on_usr1(int sig) { (void)sig; got_usr1 = 1; }

static void *worker(void *arg) {
  (void)arg;
  raise(SIGUSR1);
  int seen = got_usr1;
  pthread_mutex_lock(&m);
  reported = seen;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  struct sigaction sa = {0};
  sa.sa_handler = on_usr1;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGUSR1, &sa, 0);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(reported == 1);
  return 0;
}
