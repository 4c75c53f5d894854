// A rare order among many threads: five workers each add to a shared total many times,
// then record when they finished; the bug needs them to finish in exactly the reverse of
// the order they were started (1 schedule class in 5! of the finishing orders).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define WORKERS 5
#define WORK 12
static atomic_int total = 0;
static atomic_int finished = 0;
static int finish_order[WORKERS];

static void* worker(void* arg) {
  const int id = (int)(long)arg;
  for (int k = 0; k < WORK; k++) atomic_fetch_add(&total, id);
  finish_order[atomic_fetch_add(&finished, 1)] = id;
  return 0;
}

int main(void) {
  pthread_t t[WORKERS];
  for (long w = 0; w < WORKERS; w++) pthread_create(&t[w], 0, worker, (void*)w);
  for (int w = 0; w < WORKERS; w++) pthread_join(t[w], 0);
  int reversed = 1;
  for (int w = 0; w < WORKERS; w++) reversed &= finish_order[w] == WORKERS - 1 - w;
  assert(!reversed);
  return 0;
}
