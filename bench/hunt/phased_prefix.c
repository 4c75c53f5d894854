// A bug behind a long deterministic prefix made of threads: main runs eight phases one
// after the other, each a helper thread of 200 steps that main joins before it starts the
// next (so the prefix, some 1,600 steps by nine threads, has no choice in it), then starts
// two claimers that do 30 and 47 steps of work, claim a one-shot job with a test and a set
// instead of a compare-exchange, then do 120 more steps of work (so a depth-first search
// has their orders to go through before it reverses the claim's race). Both run the job only when one is preempted
// between its test and its set while the other tests: one switch at one point after the
// prefix, where PCT's change points and a bounded search's preemptions rarely land (they are
// spread over, or spent in, every step before). The twin claims with a compare-exchange.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define PHASES 8
#define PHASE_STEPS 200
static atomic_int table[PHASES];
static atomic_int claimed = 0, runs = 0, work = 0;

static void* phase(void* arg) {
  const int p = (int)(long)arg;
  for (int k = 0; k < PHASE_STEPS; k++) atomic_fetch_add(&table[p], k & 7);
  return 0;
}

static void* claimer(void* arg) {
  const int warmup = (int)(long)arg;
  for (int k = 0; k < warmup; k++) atomic_fetch_add(&work, 1);
#ifndef CORRECT
  if (atomic_load(&claimed) == 0) {
    atomic_store(&claimed, 1);
    atomic_fetch_add(&runs, 1);
  }
#else
  int free_flag = 0;
  if (atomic_compare_exchange_strong(&claimed, &free_flag, 1)) atomic_fetch_add(&runs, 1);
#endif
  for (int k = 0; k < 120; k++) atomic_fetch_add(&work, 2);
  return 0;
}

int main(void) {
  for (int p = 0; p < PHASES; p++) {
    pthread_t t;
    pthread_create(&t, 0, phase, (void*)(long)p);
    pthread_join(t, 0);
  }
  pthread_t a, b;
  pthread_create(&a, 0, claimer, (void*)30L);
  pthread_create(&b, 0, claimer, (void*)47L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load(&runs) == 1);  // the job ran once
  return 0;
}
