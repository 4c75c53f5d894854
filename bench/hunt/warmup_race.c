// A bug behind a long prefix inside the threads themselves: each of two workers first runs
// 400 steps of warm-up on a counter both update (so the orders of the warm-ups alone are
// far too many to explore), then claims a one-shot job with a
// check-then-act on a shared flag (load, then store) instead of a compare-exchange. The bug
// needs one preemption exactly between the first worker's check and its claim, after both
// warm-ups (random change points mostly fall in the warm-up).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define WARMUP 400
static atomic_int warm = 0;
static atomic_int claimed = 0, runs = 0;

static void* worker(void* arg) {
  const int id = (int)(long)arg;
  for (int k = 0; k < WARMUP; k++) atomic_fetch_add(&warm, (k & 3) + id);
#ifndef CORRECT
  if (atomic_load(&claimed) == 0) {
    atomic_store(&claimed, 1);
    atomic_fetch_add(&runs, 1);
  }
#else
  int free_flag = 0;
  if (atomic_compare_exchange_strong(&claimed, &free_flag, 1)) atomic_fetch_add(&runs, 1);
#endif
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void*)0L);
  pthread_create(&b, 0, worker, (void*)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load(&runs) == 1);  // the job ran once
  return 0;
}
