// expect: none
// classes: 4
// rf-classes: 4
// GenMC test style: a CLH queue lock. Each thread brings its own node, swaps it into the tail
// and spins on its predecessor's `locked` field; unlocking clears its own node's field. Nodes
// are a static pool (one per thread plus the initial dummy), so nothing is freed.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
struct clh_node { atomic_int locked; };
static struct clh_node pool[3];
static _Atomic(struct clh_node *) tail = &pool[2];
static int shared_value, in_section;

static struct clh_node *clh_lock(struct clh_node *me) {
  atomic_store(&me->locked, 1);
  struct clh_node *pred = atomic_exchange(&tail, me);
  while (atomic_load(&pred->locked))
    ;
  return pred;
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
  assert(shared_value == 3);
  return 0;
}
