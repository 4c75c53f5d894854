// expect: memory-error, data-race
// algos: pop,sdpor,dc
// The epoch reclamation of audit22_epoch_reclaim_waits_for_readers.c with the grace period
// skipped: the updater frees the old config right after the exchange, while a reader that
// loaded the old pointer may still read it (use after free: a reader's load before the
// exchange, its field reads after the free). Natively (gcc -O2 -fsanitize=address, 200 runs
// with a 1 ms sleep in the reader) heap-use-after-free in 186 runs.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
enum { READERS = 2, INACTIVE = -1 };
struct config { int limit; int window; };
static struct config *_Atomic current;
static atomic_int global_epoch;
static atomic_int reader_epoch[READERS];
static void *reader(void *arg) {
  int id = (int)(long)arg;
  atomic_store(&reader_epoch[id], atomic_load(&global_epoch));
  struct config *c = atomic_load(&current);
  assert(c->limit == 2 * c->window);  // either config: both keep the invariant
  atomic_store(&reader_epoch[id], INACTIVE);
  return 0;
}
static void *updater(void *arg) {
  (void)arg;
  struct config *fresh = malloc(sizeof *fresh);
  fresh->limit = 20;
  fresh->window = 10;
  struct config *old = atomic_exchange(&current, fresh);
  int next = atomic_fetch_add(&global_epoch, 1) + 1;
  (void)next;  // the grace period is missing
  free(old);
  return 0;
}
int main(void) {
  struct config *first = malloc(sizeof *first);
  first->limit = 8;
  first->window = 4;
  atomic_store(&current, first);
  for (int i = 0; i < READERS; ++i) atomic_store(&reader_epoch[i], INACTIVE);
  pthread_t r[READERS], u;
  for (long i = 0; i < READERS; ++i) pthread_create(&r[i], 0, reader, (void *)i);
  pthread_create(&u, 0, updater, 0);
  for (int i = 0; i < READERS; ++i) pthread_join(r[i], 0);
  pthread_join(u, 0);
  free(atomic_load(&current));
  return 0;
}
