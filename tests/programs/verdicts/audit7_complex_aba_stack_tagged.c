// expect: none
// complete: no
// Weak memory (branch weak12): INCOMPLETE, reason weak-memory: 4 atomic loads (first at audit7_complex_aba_stack_tagged.c:21, acquire, which could read a write its schedule ran later) could read
// another write under C11 than in the SC executions braid explores (docs/memory_model.md).
// algos: sdpor,pop,dc
// The same lock-free stack with a tagged top: index in the low 16 bits, a version counter
// above it, bumped by every successful CAS. The interleaving that fooled the untagged stack
// now fails the CAS (the version moved on) and the pop retries.
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#define NIL 0xffff
#define INDEX(w) ((unsigned)((w) & 0xffff))
#define TAG(w) ((w) >> 16)
#define MAKE(tag, idx) (((uint64_t)(tag) << 16) | (idx))
unsigned next_of[3] = {1, 2, NIL};
uint64_t top = MAKE(0, 0);
int held[3];
unsigned pop(void) {
  for (;;) {
    uint64_t t = __atomic_load_n(&top, __ATOMIC_ACQUIRE);
    if (INDEX(t) == NIL) return NIL;
    unsigned n = __atomic_load_n(&next_of[INDEX(t)], __ATOMIC_RELAXED);
    if (__atomic_compare_exchange_n(&top, &t, MAKE(TAG(t) + 1, n), 0, __ATOMIC_ACQ_REL,
                                    __ATOMIC_ACQUIRE)) {
      assert(__atomic_exchange_n(&held[INDEX(t)], 1, __ATOMIC_SEQ_CST) == 0);
      return INDEX(t);
    }
  }
}
void push(unsigned node) {
  __atomic_store_n(&held[node], 0, __ATOMIC_SEQ_CST);
  uint64_t t = __atomic_load_n(&top, __ATOMIC_RELAXED);
  do {
    __atomic_store_n(&next_of[node], INDEX(t), __ATOMIC_RELAXED);
  } while (!__atomic_compare_exchange_n(&top, &t, MAKE(TAG(t) + 1, node), 1, __ATOMIC_RELEASE,
                                        __ATOMIC_RELAXED));
}
void *one_pop(void *arg) {
  pop();
  return arg;
}
void *pop_pop_push_pop(void *arg) {
  unsigned a = pop();
  pop();
  if (a != NIL) push(a);
  pop();
  return arg;
}
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, one_pop, 0);
  pthread_create(&y, 0, pop_pop_push_pop, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  return 0;
}
