// expect: none
// complete: no
// weak-first-load: 17
// The store-buffering shape with a read-modify-write whose result is used (GCC's
// __atomic_fetch_add builtin, relaxed, through a helper returning it): the left thread adds
// to `hits` and then loads `flag`; the right thread sets `flag` and then adds to `hits`,
// keeping the value it read. A concrete weak behaviour: the right thread's add comes first in
// `hits`'s modification order (it reads 0) while the left thread's load still reads flag == 0
// (the older value). C11 (and RC11: po ∪ rf stays acyclic) allows it; no SC interleaving
// shows it (the right add reading 0 runs before the left add, hence after the flag store,
// before the left load). The assertion forbids that outcome, so braid finds no bug: the
// verdict is INCOMPLETE (weak memory), naming the helper's add (line 17, inlined in both), the true gap.
#include <assert.h>
#include <pthread.h>
static unsigned hits, flag;
static unsigned seen_flag, seen_hits;
static unsigned add_hit(void) { return __atomic_fetch_add(&hits, 1, __ATOMIC_RELAXED); }
static void *left(void *arg) {
  add_hit();
  seen_flag = __atomic_load_n(&flag, __ATOMIC_RELAXED);
  return arg;
}
static void *right(void *arg) {
  __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
  seen_hits = add_hit();
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(!(seen_flag == 0 && seen_hits == 0));
  return 0;
}
