// expect: none
// Workers block SIGINT/SIGTERM with pthread_sigmask (the usual "let main handle signals"
// setup) and update a counter under a mutex.
#include <assert.h>
#include <pthread.h>
#include <signal.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int done;
void *worker(void *arg) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &set, 0);
  pthread_mutex_lock(&m);
  done++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(done == 2);
  return 0;
}
