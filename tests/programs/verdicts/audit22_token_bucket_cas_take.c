// expect: none
// algos: pop,sdpor,dc
// A rate limiter with a lock-free token bucket: a refiller adds one token at a time up to
// the capacity, two clients each try to take a token twice. A take is a CAS loop that
// only decrements a positive count, so the count never goes below zero and every token
// handed out was in the bucket: takes granted <= initial tokens + tokens added (checked at
// the end, and the count never negative). gcc -O2, 200 runs under taskset -c 0: always 0.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
enum { CAPACITY = 2 };
static atomic_int tokens = 1;
static atomic_int granted, added;
static int try_take(void) {
  int have = atomic_load(&tokens);
  while (have > 0) {
    if (atomic_compare_exchange_weak(&tokens, &have, have - 1)) return 1;
  }
  return 0;
}
static void *client(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; ++i)
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
  assert(atomic_load(&tokens) >= 0);
  assert(atomic_load(&granted) + atomic_load(&tokens) == 1 + atomic_load(&added));
  return 0;
}
