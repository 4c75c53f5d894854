// A one-step window in a pair of shared words that three writers keep equal: each writer
// bumps (lo, hi) 250 times, lo first then hi, except on its 173rd bump (a "carry"), where it
// writes hi first. A checker created first looks once, after some work of its own: it must
// read between a carry's two writes, three windows of one step among some 1,500.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define WRITERS 3
#define BUMPS 250
#define CARRY 173
static atomic_int lo = 0, hi = 0, busy = 0;

static void* writer(void* arg) {
  (void)arg;
  for (int k = 0; k < BUMPS; k++) {
#ifndef CORRECT
    if (k == CARRY) {
      atomic_fetch_add(&hi, 1);
      atomic_fetch_add(&lo, 1);
      continue;
    }
#endif
    atomic_fetch_add(&lo, 1);
    atomic_fetch_add(&hi, 1);
  }
  return 0;
}

static void* checker(void* arg) {
  (void)arg;
  for (int k = 0; k < 12; k++) atomic_fetch_add(&busy, 1);
  const int seen_hi = atomic_load(&hi);
  const int seen_lo = atomic_load(&lo);
  assert(seen_lo >= seen_hi);  // lo is written first: a reader sees hi <= lo
  return 0;
}

int main(void) {
  pthread_t w[WRITERS], c;
  pthread_create(&c, 0, checker, 0);
  for (int i = 0; i < WRITERS; i++) pthread_create(&w[i], 0, writer, 0);
  for (int i = 0; i < WRITERS; i++) pthread_join(w[i], 0);
  pthread_join(c, 0);
  return 0;
}
