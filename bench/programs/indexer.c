// indexer(N)  [POP]  benchmarks.md 2.5 (Flanagan-Godefroid). braid's own implementation.
// N threads insert up to 4 values w = 11m + tid each into a 128-slot hash table, probing
// linearly from (7w) % 128 with a lock-based compare-and-swap per slot. Thread tid >= 11
// collides with thread tid-11 on three slots: the count is 2^(3(N-11)) for 11 <= N <= 22.
// Expected: safe.
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 11
#endif
#define SIZE 128
#define MAX 4
#define LOOP 10

atomic_int table[SIZE];
pthread_mutex_t cas_mutex[SIZE];
int arg[N];

static int cas(int h, int expected, int w) {
  int ok = 0;
  pthread_mutex_lock(&cas_mutex[h]);
  if (table[h] == expected) {
    table[h] = w;
    ok = 1;
  }
  pthread_mutex_unlock(&cas_mutex[h]);
  return ok;
}

static void *worker(void *p) {
  int tid = *(int *)p;
  int m = 0, w, h;
  for (int i = 0; i < LOOP; i++) {
    if (m < MAX) {
      m = m + 1;
      w = m * 11 + tid;
    } else {
      return 0;
    }
    h = (w * 7) % SIZE;
    while (cas(h, 0, w) == 0)
      h = (h + 1) % SIZE;
  }
  return 0;
}

int main(void) {
  pthread_t th[N];
  for (int k = 0; k < SIZE; k++) pthread_mutex_init(&cas_mutex[k], 0);
  for (int k = 0; k < N; k++) {
    arg[k] = k;
    pthread_create(&th[k], 0, worker, &arg[k]);
  }
  for (int k = 0; k < N; k++) pthread_join(th[k], 0);
  return 0;
}
