// races: a worker updates the counter under mutex `m`; main forgets the lock: a race whose
// report shows `m` held by the worker and no lock held by main.
#include <pthread.h>

int counter = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  counter = counter + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  counter = 5;
  pthread_join(t, 0);
  return counter == 100;
}
