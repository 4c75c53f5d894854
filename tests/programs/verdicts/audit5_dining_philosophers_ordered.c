// expect: none
// classes: 6
// algos: sdpor,pop,qpor,dc
// Three dining philosophers taking the lower-numbered fork first: no cycle, no deadlock.
#include <pthread.h>
#include <assert.h>
#define N 3
pthread_mutex_t fork_[N];
int meals[N];
void *philosopher(void *arg) {
  int i = (int)(long)arg;
  int a = i, b = (i + 1) % N;
  if (a > b) { int tmp = a; a = b; b = tmp; }
  pthread_mutex_lock(&fork_[a]);
  pthread_mutex_lock(&fork_[b]);
  meals[i]++;
  pthread_mutex_unlock(&fork_[b]);
  pthread_mutex_unlock(&fork_[a]);
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++) pthread_mutex_init(&fork_[i], 0);
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, philosopher, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  for (int i = 0; i < N; i++) assert(meals[i] == 1);
  return 0;
}
