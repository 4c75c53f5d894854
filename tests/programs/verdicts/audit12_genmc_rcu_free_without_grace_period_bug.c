// expect: data-race, memory-error
// algos: dfs,sdpor,pop,dc
// rf-classes: 5
// RCU-like publication in the style of GenMC's rcu tests: readers enter a read-side
// critical section by incrementing a reader count (seq_cst), load the published config
// pointer (acquire), read its fields and leave (decrement). The updater builds a new
// config, publishes it with an exchange (acq_rel) and frees the old one at once, without
// waiting for a grace period: a reader that loaded the old pointer just before the
// exchange reads freed memory. The twin that waits for the reader count to drop to zero is
// audit12_genmc_rcu_publish_grace_period_readers.c.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

typedef struct {
  int version;
  int limit;
} config_t;

static _Atomic(config_t *) current;
static atomic_int readers;

static int read_limit(void) {
  atomic_fetch_add(&readers, 1);
  config_t *c = atomic_load_explicit(&current, memory_order_acquire);
  int limit = c->limit + c->version - c->version;
  atomic_fetch_sub(&readers, 1);
  return limit;
}

static void *updater(void *arg) {
  (void)arg;
  config_t *fresh = malloc(sizeof *fresh);
  if (!fresh) abort();
  fresh->version = 2;
  fresh->limit = 20;
  config_t *old = atomic_exchange_explicit(&current, fresh, memory_order_acq_rel);
  free(old);  // BUG: a reader may still be using it
  return NULL;
}

static void *reader(void *arg) {
  int *out = arg;
  *out = read_limit();
  return NULL;
}

int main(void) {
  config_t *first = malloc(sizeof *first);
  if (!first) return 1;
  first->version = 1;
  first->limit = 10;
  atomic_store(&current, first);
  int seen = 0;
  pthread_t u, r;
  pthread_create(&u, NULL, updater, NULL);
  pthread_create(&r, NULL, reader, &seen);
  pthread_join(u, NULL);
  pthread_join(r, NULL);
  assert(seen == 10 || seen == 20);
  free(atomic_load(&current));
  return 0;
}
