// expect: data-race
// classes: 3
// rf-classes: 3
// Signal-like patterns gone wrong: a handler sets a volatile sig_atomic_t "stop" flag, the
// signal is raised by a control thread (so the handler runs there), and a worker polls the flag
// from another thread. sig_atomic_t is atomic only with respect to a handler in the same thread:
// between threads the plain volatile accesses race.
#include <pthread.h>
#include <signal.h>
static volatile sig_atomic_t stop_requested;
static void on_term(int sig) { (void)sig; stop_requested = 1; }

static void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < 2 && !stop_requested; ++i) { /* BUG: read in another thread */
  }
  return 0;
}

static void *control(void *arg) {
  (void)arg;
  raise(SIGTERM);
  return 0;
}

int main(void) {
  signal(SIGTERM, on_term);
  pthread_t w, c;
  pthread_create(&w, 0, worker, 0);
  pthread_create(&c, 0, control, 0);
  pthread_join(w, 0);
  pthread_join(c, 0);
  return 0;
}
