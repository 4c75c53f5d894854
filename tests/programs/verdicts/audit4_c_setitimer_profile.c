// expect: unsupported
// complete: no
// A program arming an interval timer (setitimer ITIMER_REAL) while its threads work: the
// signal would be delivered to braid's process; refused clearly.
#include <pthread.h>
#include <signal.h>
#include <sys/time.h>
volatile sig_atomic_t ticks;
static void on_tick(int sig) { (void)sig; ticks++; }
int shared;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  shared++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  struct sigaction sa = {0};
  sa.sa_handler = on_tick;
  sigaction(SIGALRM, &sa, 0);
  struct itimerval iv = {{0, 500000}, {0, 500000}};
  setitimer(ITIMER_REAL, &iv, 0);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return shared == 2 ? 0 : 1;
}
