// opt_lock(N)  [DC-DPOR]  benchmarks.md 4.2. braid's own implementation.
// Two threads (ids 0 and 1) each make up to N optimistic attempts: announce themselves in
// x, set y, and succeed if x still holds their id (then read y and stop).
// Expected: safe (no assertions).
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 3
#endif

atomic_int x = 0, y = 0;

static void *thread(void *arg) {
  int id = (int)(long)arg;
  for (int attempt = 1; attempt <= N; attempt++) {
    x = id;
    y = 1;
    if (x == id) {
      int seen = y;
      (void)seen;
      break;
    }
  }
  return 0;
}

int main(void) {
  pthread_t t0, t1;
  pthread_create(&t0, 0, thread, (void *)0L);
  pthread_create(&t1, 0, thread, (void *)1L);
  return 0;  // no joins
}
