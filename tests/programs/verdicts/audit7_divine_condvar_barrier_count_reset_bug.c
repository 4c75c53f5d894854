// expect: deadlock
// The barrier without a generation: waiters wait while arrived < N, but the last arriver
// resets arrived to 0 before they wake, so a woken waiter sees 0 < N and waits forever.
#include <pthread.h>
#define N 2
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int arrived;
void barrier(void) {
  pthread_mutex_lock(&m);
  if (++arrived == N) {
    arrived = 0;
    pthread_cond_broadcast(&c);
  } else {
    while (arrived < N) pthread_cond_wait(&c, &m);
  }
  pthread_mutex_unlock(&m);
}
void *worker(void *arg) {
  barrier();
  return arg;
}
int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  return 0;
}
