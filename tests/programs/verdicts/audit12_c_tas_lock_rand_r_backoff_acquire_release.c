// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 4
// rf-classes: 4
// A hand-rolled test-and-set spinlock as embedded code writes it: acquire with
// atomic_exchange_explicit(memory_order_acquire), back off a rand_r-chosen number of
// sched_yield calls (each thread seeds its own generator from its id), release with
// atomic_store_explicit(memory_order_release). It guards a small statistics record (count,
// sum, max) that two threads update; main checks it after joining. The twin whose unlock
// is a relaxed store (no release: the next owner's accesses race with the last owner's) is
// audit12_c_tas_lock_relaxed_unlock_bug.c.
#include <assert.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  atomic_bool held;
} tas_lock_t;

static void tas_lock(tas_lock_t *l, unsigned *seed) {
  while (atomic_exchange_explicit(&l->held, 1, memory_order_acquire)) {
    int spins = rand_r(seed) % 3;
    for (int i = 0; i < spins; i++) sched_yield();
  }
}

static void tas_unlock(tas_lock_t *l) { atomic_store_explicit(&l->held, 0, memory_order_release); }

static tas_lock_t stats_lock;
static struct {
  int count;
  long sum;
  int max;
} stats;

static void record_sample(int v, unsigned *seed) {
  tas_lock(&stats_lock, seed);
  stats.count++;
  stats.sum += v;
  if (v > stats.max) stats.max = v;
  tas_unlock(&stats_lock);
}

static void *sampler(void *arg) {
  int id = (int)(long)arg;
  unsigned seed = 12345u + (unsigned)id;
  record_sample(10 * id + 1, &seed);
  return NULL;
}

int main(void) {
  atomic_init(&stats_lock.held, 0);
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], NULL, sampler, (void *)(i + 1));
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  printf("count %d sum %ld max %d\n", stats.count, stats.sum, stats.max);
  assert(stats.count == 2 && stats.sum == 11 + 21 && stats.max == 21);
  return 0;
}
