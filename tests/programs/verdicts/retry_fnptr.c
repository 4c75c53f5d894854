// expect: none
// complete: yes
// A retry loop through a function pointer: the thread retries `try_take` (which reads a
// token count and takes one with a CAS when there is one) until it succeeds.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int tokens;
static int taken;

static int try_take(void) {
  int n = atomic_load(&tokens);
  if (n == 0) return 0;
  return atomic_compare_exchange_strong(&tokens, &n, n - 1);
}

static int (*volatile attempt)(void) = try_take;

static void *consumer(void *arg) {
  (void)arg;
  int (*op)(void) = attempt;
  while (!op()) {
  }
  taken = 1;
  return 0;
}

static void *producer(void *arg) {
  (void)arg;
  atomic_fetch_add(&tokens, 1);
  return 0;
}

int main(void) {
  pthread_t c, p;
  pthread_create(&c, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(c, 0);
  pthread_join(p, 0);
  assert(taken == 1 && atomic_load(&tokens) == 0);
  return 0;
}
