// MPAT(K)  [QPOR]  benchmarks.md 3.2. braid's own implementation.
// K pairs of threads: wa(i) locks and unlocks ma[i]; ra(i) does the same inside the global
// mutex mi. Count 2^K * K! (orders of the ra's on mi, times each wa/ra order on ma[i]).
// main ends with pthread_exit. Parameter: -DK= (or -DPARAM1=).
// Expected: safe (no assertions).
#include <pthread.h>

#if !defined(K) && defined(PARAM1)
#define K PARAM1
#endif
#ifndef K
#define K 2
#endif

pthread_mutex_t ma[K];
pthread_mutex_t mi;

static void *wa(void *arg) {
  int id = (int)(long)arg;
  pthread_mutex_lock(&ma[id]);
  pthread_mutex_unlock(&ma[id]);
  return 0;
}

static void *ra(void *arg) {
  int id = (int)(long)arg;
  pthread_mutex_lock(&mi);
  pthread_mutex_lock(&ma[id]);
  pthread_mutex_unlock(&ma[id]);
  pthread_mutex_unlock(&mi);
  return 0;
}

int main(void) {
  pthread_t w[K], r[K];
  pthread_mutex_init(&mi, 0);
  for (long i = 0; i < K; i++) {
    pthread_mutex_init(&ma[i], 0);
    pthread_create(&w[i], 0, wa, (void *)i);
    pthread_create(&r[i], 0, ra, (void *)i);
  }
  pthread_exit(0);
}
