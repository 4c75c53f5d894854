// expect: misuse
// An error path that unlocks and then falls through to the common exit, which unlocks again.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int budget = 1;
int take(int amount) {
  int ok = 1;
  pthread_mutex_lock(&m);
  if (budget < amount) {
    ok = 0;
    pthread_mutex_unlock(&m);
    goto out;  // meant to return here
  }
  budget -= amount;
out:
  pthread_mutex_unlock(&m);
  return ok;
}
void *worker(void *arg) {
  take(1);
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
