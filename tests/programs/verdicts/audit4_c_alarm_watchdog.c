// expect: unsupported
// complete: no
// A watchdog: alarm(1) with a SIGALRM handler that fails the run if the workers hang. Real time
// does not pass in braid's model (sleeps return at once), so a real timer must not be armed
// (its signal would kill braid); braid refuses it clearly.
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
static void on_timeout(int sig) { (void)sig; _exit(3); }
void *worker(void *arg) {
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    total++;
    pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(void) {
  signal(SIGALRM, on_timeout);
  alarm(1);
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  alarm(0);
  return total == 6 ? 0 : 1;
}
