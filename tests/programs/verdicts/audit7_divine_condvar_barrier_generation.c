// expect: none
// algos: sdpor,pop,dc
// pthread-divine style barrier built from a mutex and a condition variable, reused for two
// phases: a generation number tells a woken waiter whether its phase is over.
#include <assert.h>
#include <pthread.h>
#define N 2
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int arrived, generation;
int phase_done[2][N];
void barrier(void) {
  pthread_mutex_lock(&m);
  int my_gen = generation;
  if (++arrived == N) {
    arrived = 0;
    generation++;
    pthread_cond_broadcast(&c);
  } else {
    while (my_gen == generation) pthread_cond_wait(&c, &m);
  }
  pthread_mutex_unlock(&m);
}
void *worker(void *arg) {
  int id = (int)(long)arg;
  for (int p = 0; p < 2; p++) {
    phase_done[p][id] = 1;
    barrier();
    assert(phase_done[p][1 - id] == 1);
  }
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  return 0;
}
