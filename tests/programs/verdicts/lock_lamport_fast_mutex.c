// expect: none
// algos: sdpor,pop,dc
// Lamport's fast mutual exclusion (x, y, b[]) for two threads with seq_cst atomics, each
// entering twice.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int x, y, b[3];
int inside;
static void lock(int i) {
  for (;;) {
    atomic_store(&b[i], 1);
    atomic_store(&x, i);
    if (atomic_load(&y) != 0) {
      atomic_store(&b[i], 0);
      while (atomic_load(&y) != 0) {}
      continue;
    }
    atomic_store(&y, i);
    if (atomic_load(&x) != i) {
      atomic_store(&b[i], 0);
      for (int j = 1; j <= 2; j++) while (atomic_load(&b[j])) {}
      if (atomic_load(&y) != i) {
        while (atomic_load(&y) != 0) {}
        continue;
      }
    }
    return;
  }
}
static void unlock(int i) { atomic_store(&y, 0); atomic_store(&b[i], 0); }
void *worker(void *arg) {
  int i = (int)(long)arg;
  lock(i);
  inside++;
  assert(inside == 1);
  inside--;
  unlock(i);
  return 0;
}
int main(void) {
  pthread_t a, c;
  pthread_create(&a, 0, worker, (void *)1L); pthread_create(&c, 0, worker, (void *)2L);
  pthread_join(a, 0); pthread_join(c, 0);
  return 0;
}
