// A bug deep behind a long single-threaded prefix: main first runs 3000 steps of its own
// (filling a table, each entry a shared write), then starts three threads whose bug needs a
// rare order among them (the first started must look while the third is halfway through
// its work and the second two steps before the end of its own). Strategies whose choice points are spread over the
// whole run (PCT's change points, a random preemption) mostly spend them in the prefix.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define PREFIX 1500
#define WORK 6
static atomic_int table[64];
static atomic_int x = 0, y = 0, z = 0, progress = 0;

static void* first(void* arg) {
  (void)arg;
  for (int k = 0; k < WORK; k++) atomic_fetch_add(&x, 1);
  const int seen_z = atomic_load(&z);
  const int seen_y = atomic_load(&y);
  const int seen_work = atomic_load(&progress);
#ifndef CORRECT
  assert(!(seen_z == WORK / 2 && seen_y == 0 && seen_work == WORK - 2));
#else
  assert(!(seen_z > WORK || seen_work > WORK));
#endif
  for (int k = 0; k < WORK; k++) atomic_fetch_add(&x, 1);
  return 0;
}

static void* second(void* arg) {
  (void)arg;
  for (int k = 0; k < WORK; k++) {
    atomic_fetch_add(&progress, 1);
    atomic_fetch_add(&x, 1);
  }
  atomic_store(&y, 1);
  return 0;
}

static void* third(void* arg) {
  (void)arg;
  for (int k = 0; k < WORK; k++) {
    atomic_fetch_add(&z, 1);
    atomic_fetch_add(&x, 1);
  }
  return 0;
}

int main(void) {
  for (int k = 0; k < PREFIX; k++) atomic_store(&table[k % 64], atomic_load(&table[(k * 7) % 64]) + k);
  pthread_t a, b, c;
  pthread_create(&a, 0, first, 0);
  pthread_create(&b, 0, second, 0);
  pthread_create(&c, 0, third, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
