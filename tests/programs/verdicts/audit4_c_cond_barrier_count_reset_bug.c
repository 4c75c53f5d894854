// expect: deadlock
// The same barrier without a generation: waiters wait for the count to return to 0. The last
// arriver resets it and runs into the next round (count 1) before the waiter wakes; the waiter
// then sees 1 and waits again, and both wait for good.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int count;
static void barrier(void) {
  pthread_mutex_lock(&m);
  if (++count == 2) {
    count = 0;
    pthread_cond_broadcast(&c);
  } else {
    while (count != 0) pthread_cond_wait(&c, &m);
  }
  pthread_mutex_unlock(&m);
}
void *worker(void *arg) {
  for (int r = 0; r < 2; r++) barrier();
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
