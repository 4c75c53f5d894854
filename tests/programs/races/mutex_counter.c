// races: none. The counter is only touched under a mutex (lock and trylock).
#include <pthread.h>

int counter = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  if (pthread_mutex_trylock(&m) == 0) {
    counter += 2;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_mutex_lock(&m);
  int c = counter;
  pthread_mutex_unlock(&m);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return c + counter == 1000;
}
