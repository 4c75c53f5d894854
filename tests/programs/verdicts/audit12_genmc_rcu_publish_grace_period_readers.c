// expect: none
// complete: no
// Weak memory (branch weak12): INCOMPLETE, reason weak-memory: 1 atomic load (first at audit12_genmc_rcu_publish_grace_period_readers.c:31, acquire, which could read an older write) could read
// another write under C11 than in the SC executions braid explores (docs/memory_model.md).
// algos: dfs,sdpor,pop,dc
// classes: 5
// rf-classes: 5
// RCU-like publication in the style of GenMC's rcu tests: readers enter a read-side
// critical section by incrementing a reader count (seq_cst), load the published config
// pointer (acquire), read its fields and leave (decrement). The updater builds a new
// config, publishes it with an exchange (acq_rel), then waits for a grace period — the
// reader count dropping to zero — before freeing the old one. The twin that frees the old
// config right after publishing (no grace period) is
// audit12_genmc_rcu_free_without_grace_period_bug.c.
#include <assert.h>
#include <pthread.h>
#include <sched.h>
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

static void wait_for_readers(void) {
  while (atomic_load(&readers) != 0) sched_yield();
}

static void *updater(void *arg) {
  (void)arg;
  config_t *fresh = malloc(sizeof *fresh);
  if (!fresh) abort();
  fresh->version = 2;
  fresh->limit = 20;
  config_t *old = atomic_exchange_explicit(&current, fresh, memory_order_acq_rel);
  wait_for_readers();
  free(old);
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
