// expect: none
// algos: sdpor,pop,dc
// Barrier-separated phases (a 1-D stencil): each thread reads its neighbours' cells of the
// current buffer, writes its own cell of the next one, and all meet at the barrier.
#include <pthread.h>
#include <assert.h>
#define T 3
#define STEPS 2
int buf[2][T];
pthread_barrier_t bar;
void *cell(void *arg) {
  int me = *(int *)arg;
  for (int s = 0; s < STEPS; s++) {
    int cur = s % 2, nxt = 1 - cur;
    int l = buf[cur][(me + T - 1) % T], r = buf[cur][(me + 1) % T];
    buf[nxt][me] = l + r + buf[cur][me];
    pthread_barrier_wait(&bar);
  }
  return 0;
}
int main(void) {
  pthread_t t[T];
  int ids[T];
  for (int i = 0; i < T; i++) buf[0][i] = 1;
  pthread_barrier_init(&bar, 0, T);
  for (int i = 0; i < T; i++) { ids[i] = i; pthread_create(&t[i], 0, cell, &ids[i]); }
  for (int i = 0; i < T; i++) pthread_join(t[i], 0);
  for (int i = 0; i < T; i++) assert(buf[STEPS % 2][i] == 9);
  pthread_barrier_destroy(&bar);
  return 0;
}
