// exp-mem3(N)  [POP]  benchmarks.md 2.7 (reconstructed by the spec from POP's paper; no
// source exists). braid's own implementation. P stores x; Q spawns N threads that each store
// y (plain stores instead of fetch-adds, so they conflict), joins them, then loads x.
// Count 2 * N!: the N! orders of the y stores times whether P's store precedes Q's load.
// Expected: safe (no assertions).
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 3
#endif

atomic_int x = 0, y = 0;

static void *p_thread(void *arg) {
  x = 1;
  return 0;
}

static void *q_child(void *arg) {
  y = (int)(long)arg;
  return 0;
}

static void *q_thread(void *arg) {
  pthread_t qs[N];
  for (long i = 0; i < N; i++)
    pthread_create(&qs[i], 0, q_child, (void *)(i + 1));
  for (int i = 0; i < N; i++)
    pthread_join(qs[i], 0);
  int seen = x;
  (void)seen;
  return 0;
}

int main(void) {
  pthread_t p, q;
  pthread_create(&p, 0, p_thread, 0);
  pthread_create(&q, 0, q_thread, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  return 0;
}
