// expect: none
// complete: no
// weak-first-load: 36
// weak15's counterexample with ORs: a read-modify-write of the commuting family whose
// result is unused, reading the second write of a reversed pair, but not ordered after the
// first. The setter ORs bit 0 into `mask` and raises a relaxed `go`; the relay, seeing `go`,
// ORs bit 1 and raises `ready` with release; the observer, acquiring `ready`, ORs bit 2
// (result unused) and loads `mask`. Under SC the setter's OR precedes the relay's, so the
// observer's load sees bit 0 whenever it runs. C11 (not RC11: po ∪ rf is cyclic through the
// relaxed `go`) lets the setter's OR move past both others in `mask`'s modification order
// (relay, observer, setter): the observer's OR reads 0b10 and its load may then read 0b110,
// without bit 0, which no SC execution gives. ORs commute and the observer's OR returns
// nothing used, but its own write carries a value no explored execution has: braid lets it
// carry the reversed pair (setter, relay) to the reads of its write, and the observer's load,
// not ordered after the setter's OR, is counted (docs/memory_model.md, weak17: only a read
// ordered after the first write of the pair is exempt). Incomplete (weak memory), first at
// the load. Checked natively (gcc -O2, 300 runs: bit 0 always seen on x86).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int mask, go, ready;
static void *setter(void *arg) {
  atomic_fetch_or_explicit(&mask, 1, memory_order_relaxed);
  atomic_store_explicit(&go, 1, memory_order_relaxed);
  return 0;
}
static void *relay(void *arg) {
  if (!atomic_load_explicit(&go, memory_order_relaxed)) return 0;
  atomic_fetch_or_explicit(&mask, 2, memory_order_relaxed);
  atomic_store_explicit(&ready, 1, memory_order_release);
  return 0;
}
static void *observer(void *arg) {
  if (!atomic_load_explicit(&ready, memory_order_acquire)) return 0;
  atomic_fetch_or_explicit(&mask, 4, memory_order_relaxed);
  assert(atomic_load_explicit(&mask, memory_order_relaxed) & 1);
  return 0;
}
int main(void) {
  pthread_t s, r, o;
  pthread_create(&s, 0, setter, 0);
  pthread_create(&r, 0, relay, 0);
  pthread_create(&o, 0, observer, 0);
  pthread_join(s, 0);
  pthread_join(r, 0);
  pthread_join(o, 0);
  return 0;
}
