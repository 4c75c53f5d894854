// expect: data-race
// The stencil done in place (one buffer): a thread writes its cell while a neighbour may still
// be reading it in the same phase.
#include <pthread.h>
#define T 2
int buf[T] = {1, 1};
pthread_barrier_t bar;
void *cell(void *arg) {
  int me = *(int *)arg;
  int other = buf[1 - me];
  buf[me] = buf[me] + other;
  pthread_barrier_wait(&bar);
  return 0;
}
int main(void) {
  pthread_t t[T];
  int ids[T];
  pthread_barrier_init(&bar, 0, T);
  for (int i = 0; i < T; i++) { ids[i] = i; pthread_create(&t[i], 0, cell, &ids[i]); }
  for (int i = 0; i < T; i++) pthread_join(t[i], 0);
  return 0;
}
