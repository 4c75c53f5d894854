// expect: none
// algos: pop,sdpor,dc
// Epoch-based memory reclamation in small form. A global epoch counter; each reader
// announces "active in epoch e" (seq_cst) before it loads the shared pointer and clears the
// announcement when done. The updater publishes a new config with atomic_exchange, advances
// the epoch, and frees the old config only after every reader is either inactive or
// announced in the new epoch (a reader announced in the new epoch loaded the pointer after
// the exchange, so it cannot hold the old one). All accesses seq_cst: a reader that
// announced before the epoch advance is seen by the updater's scan, and one that announced
// later reads the new pointer. gcc -O2, 200 runs under taskset -c 0: always 0.
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
  for (int i = 0; i < READERS; ++i) {
    for (;;) {  // grace period: wait until reader i left or re-entered in the new epoch
      int seen = atomic_load(&reader_epoch[i]);
      if (seen == INACTIVE || seen == next) break;
    }
  }
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
