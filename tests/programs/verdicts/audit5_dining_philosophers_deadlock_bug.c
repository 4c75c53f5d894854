// expect: deadlock
// algos: sdpor,pop,qpor,dc
// Three dining philosophers, each takes the left fork then the right: all three holding
// their left fork wait forever.
#include <pthread.h>
#define N 3
pthread_mutex_t fork_[N];
int meals[N];
void *philosopher(void *arg) {
  int i = (int)(long)arg;
  pthread_mutex_t *left = &fork_[i], *right = &fork_[(i + 1) % N];
  pthread_mutex_lock(left);
  pthread_mutex_lock(right);
  meals[i]++;
  pthread_mutex_unlock(right);
  pthread_mutex_unlock(left);
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++) pthread_mutex_init(&fork_[i], 0);
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, philosopher, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  return 0;
}
