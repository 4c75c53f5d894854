// A rare order among many threads: seven workers do their share of work, then take an
// arrival number. The bug needs three of them at three given places of the arrival order
// (the last created first, the fourth second, the first created last): about one order in
// 210 of the workers' arrivals, among seven threads' worth of interleavings before them.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define WORKERS 7
#define WORK 8
static atomic_int total = 0;
static atomic_int arrivals = 0;
static atomic_int marks = 0;

static void* worker(void* arg) {
  const int id = (int)(long)arg;
  for (int k = 0; k < WORK; k++) atomic_fetch_add(&total, id + 1);
  const int place = atomic_fetch_add(&arrivals, 1);
  if ((id == WORKERS - 1 && place == 0) || (id == 3 && place == 1) || (id == 0 && place == WORKERS - 1))
    atomic_fetch_add(&marks, 1);
  return 0;
}

int main(void) {
  pthread_t t[WORKERS];
  for (long w = 0; w < WORKERS; w++) pthread_create(&t[w], 0, worker, (void*)w);
  for (int w = 0; w < WORKERS; w++) pthread_join(t[w], 0);
  assert(atomic_load(&marks) < 3);
  return 0;
}
