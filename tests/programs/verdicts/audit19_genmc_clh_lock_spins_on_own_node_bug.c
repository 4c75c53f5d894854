// expect: data-race, assertion
// BUG: the CLH lock of audit19_genmc_clh_lock_seq_cst.c, but the waiter spins on its own
// node's `locked` (set only after the spin) instead of its predecessor's: it never waits, both
// threads enter the section at once, their plain updates race and the mutual-exclusion check
// can fail.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
struct clh_node { atomic_int locked; };
static struct clh_node pool[3];
static _Atomic(struct clh_node *) tail = &pool[2];
static int shared_value, in_section;

static void clh_lock(struct clh_node *me) {
  atomic_exchange(&tail, me);
  while (atomic_load(&me->locked))
    ;
  atomic_store(&me->locked, 1);
}
static void clh_unlock(struct clh_node *me) { atomic_store(&me->locked, 0); }

static void *worker(void *arg) {
  struct clh_node *me = &pool[(long)arg];
  clh_lock(me);
  assert(++in_section == 1);
  shared_value += (int)(long)arg + 1;
  in_section--;
  clh_unlock(me);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0L);
  pthread_create(&b, 0, worker, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
