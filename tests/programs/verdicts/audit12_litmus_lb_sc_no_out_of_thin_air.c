// expect: none
// complete: no
// Weak memory (branch weak12): INCOMPLETE, reason weak-memory: 2 atomic loads (first at audit12_litmus_lb_sc_no_out_of_thin_air.c:22, relaxed, which could read a write its schedule ran later) could read
// another write under C11 than in the SC executions braid explores (docs/memory_model.md).
// algos: dfs,sdpor,pop,dc
// classes: 3
// rf-classes: 3
// LB (load buffering), a Nidhugg/GenMC litmus, with relaxed atomics: each thread reads one
// variable and then writes the other. Under sequential consistency at least one read comes
// before the other thread's write, so r1 = r2 = 1 cannot happen. Relaxed accesses are not
// races. The twin asserting that one of them reads 1 (not guaranteed) is
// audit12_litmus_lb_sc_both_zero_reachable_bug.c.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int x, y;
static int r1, r2;

static void *t1(void *a) {
  (void)a;
  r1 = atomic_load_explicit(&x, memory_order_relaxed);
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  return NULL;
}
static void *t2(void *a) {
  (void)a;
  r2 = atomic_load_explicit(&y, memory_order_relaxed);
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, t1, NULL);
  pthread_create(&b, NULL, t2, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(!(r1 == 1 && r2 == 1));
  return 0;
}
