// expect: assertion
// algos: pop,sdpor,dc
// The token bucket of audit22_token_bucket_cas_take.c written the way it often is: check
// that a token is there, then decrement with fetch_sub. Each step is atomic but the pair
// is not: both clients see the one token and both take it, and the second decrement finds
// the bucket empty (its assertion fails) unless the refiller added a token in between. Natively
// (gcc -O2, 2000 runs with a sched_yield between check and decrement) the assertion failed
// in 70 runs.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
enum { CAPACITY = 2 };
static atomic_int tokens = 1;
static atomic_int granted, added;
static int try_take(void) {
  if (atomic_load(&tokens) > 0) {
    int before = atomic_fetch_sub(&tokens, 1);
    assert(before > 0);  // the token taken was in the bucket
    return 1;
  }
  return 0;
}
static void *client(void *arg) {
  (void)arg;
  if (try_take()) atomic_fetch_add(&granted, 1);
  return 0;
}
static void *refiller(void *arg) {
  (void)arg;
  int have = atomic_load(&tokens);
  while (have < CAPACITY) {
    if (atomic_compare_exchange_weak(&tokens, &have, have + 1)) {
      atomic_fetch_add(&added, 1);
      break;
    }
  }
  return 0;
}
int main(void) {
  pthread_t c1, c2, r;
  pthread_create(&c1, 0, client, 0);
  pthread_create(&c2, 0, client, 0);
  pthread_create(&r, 0, refiller, 0);
  pthread_join(c1, 0);
  pthread_join(c2, 0);
  pthread_join(r, 0);
  assert(atomic_load(&granted) <= 1 + atomic_load(&added));
  return 0;
}
