// length-param(T, N)  [POP]  benchmarks.md 2.10. braid's own implementation.
// T threads each do N store/load pairs on their own variable (never shared), then store and
// load the one shared variable v. Only v is shared: with T = 2 the count is 4 for every N.
// Expected: safe (no assertions).
#include <pthread.h>
#include <stdatomic.h>

#ifndef T
#define T 2
#endif
#ifndef N
#define N 2
#endif

atomic_int v = 0;
atomic_int local[T];

static void *thread(void *arg) {
  int t = (int)(long)arg;
  for (int i = 0; i < N; i++) {
    local[t] = i;
    int r = local[t];
    (void)r;
  }
  v = t;
  int r = v;
  (void)r;
  return 0;
}

int main(void) {
  pthread_t th[T];
  for (long t = 0; t < T; t++)
    pthread_create(&th[t], 0, thread, (void *)t);
  return 0;  // no joins
}
