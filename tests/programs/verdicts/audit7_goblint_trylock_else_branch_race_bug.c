// expect: data-race
// goblint-regression style: when trylock fails the thread updates the counter anyway
// ("best effort"), racing with the holder.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int g;
void *worker(void *arg) {
  if (pthread_mutex_trylock(&m) == 0) {
    g++;
    pthread_mutex_unlock(&m);
  } else {
    g++;
  }
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
