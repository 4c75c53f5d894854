// A bug on one iteration of a long loop: a mover shifts 1000 units between two accounts,
// one per iteration, and on iteration 737 alone (a "rebalance") it debits before it
// credits; an auditor looks once. The auditor must run exactly inside that one window
// among the mover's ~3000 steps: one preemption at one point.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define ROUNDS 1000
#define ODD 737
static atomic_int a = ROUNDS, b = 0;
static atomic_int noise = 0;

static void* mover(void* arg) {
  (void)arg;
  for (int k = 0; k < ROUNDS; k++) {
#ifndef CORRECT
    if (k == ODD) {  // the rebalance: debit first, the total is short until the credit
      atomic_fetch_sub(&a, 1);
      atomic_fetch_add(&b, 1);
      continue;
    }
#endif
    atomic_fetch_add(&b, 1);  // credit first: the total never looks short
    atomic_fetch_sub(&a, 1);
  }
  return 0;
}

static void* auditor(void* arg) {
  (void)arg;
  for (int k = 0; k < 4; k++) atomic_fetch_add(&noise, 1);
  // Reads a then b (b only grows): a total below ROUNDS means it saw a debit without its
  // credit.
  const int seen_a = atomic_load(&a);
  const int seen_b = atomic_load(&b);
  assert(seen_a + seen_b >= ROUNDS);
  return 0;
}

int main(void) {
  pthread_t m, x;
  pthread_create(&m, 0, mover, 0);
  pthread_create(&x, 0, auditor, 0);
  pthread_join(m, 0);
  pthread_join(x, 0);
  return 0;
}
