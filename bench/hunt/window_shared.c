// A one-iteration window in code that several threads run: three movers each shift 300
// units between two accounts, one per iteration, crediting before debiting, except on
// their 211th iteration (a "rebalance"), where they debit first. An auditor looks once,
// after some work of its own: it must read inside one of those three windows, each one
// point among some 1,800 steps.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef MOVERS
#define MOVERS 3
#endif
#define ROUNDS 300
#define ODD 211
static atomic_int a = MOVERS * ROUNDS, b = 0;
static atomic_int noise = 0;

static void* mover(void* arg) {
  (void)arg;
  for (int k = 0; k < ROUNDS; k++) {
#ifndef CORRECT
    if (k == ODD) {
      atomic_fetch_sub(&a, 1);
      atomic_fetch_add(&b, 1);
      continue;
    }
#endif
    atomic_fetch_add(&b, 1);
    atomic_fetch_sub(&a, 1);
  }
  return 0;
}

static void* auditor(void* arg) {
  (void)arg;
  for (int k = 0; k < 8; k++) atomic_fetch_add(&noise, 1);
  const int seen_a = atomic_load(&a);
  const int seen_b = atomic_load(&b);
  assert(seen_a + seen_b >= MOVERS * ROUNDS);
  return 0;
}

int main(void) {
  pthread_t m[MOVERS], x;
  pthread_create(&x, 0, auditor, 0);
  for (int i = 0; i < MOVERS; i++) pthread_create(&m[i], 0, mover, 0);
  for (int i = 0; i < MOVERS; i++) pthread_join(m[i], 0);
  pthread_join(x, 0);
  return 0;
}
