// expect: data-race
// main starts a worker that increments a counter under a lock, then chooses with a nondet
// bool, made while the worker may already run, whether to take the lock for its own
// increment: the value 1 skips the lock and races with the worker. Only that value shows the
// race, and bool's two values are all there are.
#include <pthread.h>
#include <stdbool.h>
extern bool __VERIFIER_nondet_bool(void);
int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  bool fast_path = __VERIFIER_nondet_bool();
  if (fast_path) {
    counter++;
  } else {
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
  }
  pthread_join(t, 0);
  return 0;
}
