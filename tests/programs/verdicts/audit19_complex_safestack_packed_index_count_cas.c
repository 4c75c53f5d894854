// expect: none
// algos: sdpor,pop,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit; qpor refuses the
// program's atomics or condition variables.)
// time-limit: 10
// A lock-free free-list of array nodes (pthread-complex "safestack" style): the head is one
// 64-bit word packing a modification count (high half) with the top node's index + 1 (low
// half, 0 = empty), changed by a CAS that bumps the count, so a pop that read a stale head
// fails even if the same index is back on top (no ABA). One thread pops and pushes one node,
// the other pops two and pushes them back in the other order; main then drains the stack and
// checks every node comes back exactly once.
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#define NODES 3
#define INDEX_MASK 0xffffffffu
#ifndef COUNTED
#define COUNTED 1
#endif
static int next_of[NODES];
static uint64_t head;
static int owner[NODES];

static uint64_t pack(uint64_t old, uint32_t top) {
  return ((COUNTED ? (old >> 32) + 1 : 0) << 32) | top;
}

static void push(int idx) {
  uint64_t old = __atomic_load_n(&head, __ATOMIC_SEQ_CST);
  do {
    __atomic_store_n(&next_of[idx], (int)(old & INDEX_MASK), __ATOMIC_SEQ_CST);
  } while (!__atomic_compare_exchange_n(&head, &old, pack(old, (uint32_t)idx + 1), 0,
                                        __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
}

static int pop(void) {
  uint64_t old = __atomic_load_n(&head, __ATOMIC_SEQ_CST);
  for (;;) {
    uint32_t top = (uint32_t)(old & INDEX_MASK);
    if (top == 0)
      return -1;
    int next = __atomic_load_n(&next_of[top - 1], __ATOMIC_SEQ_CST);
    if (__atomic_compare_exchange_n(&head, &old, pack(old, (uint32_t)next), 0, __ATOMIC_SEQ_CST,
                                    __ATOMIC_SEQ_CST))
      return (int)top - 1;
  }
}

static void claim(int idx, int me) {
  assert(__atomic_exchange_n(&owner[idx], me, __ATOMIC_SEQ_CST) == 0);
}
static void release(int idx) { __atomic_store_n(&owner[idx], 0, __ATOMIC_SEQ_CST); }

static void *one(void *arg) {
  (void)arg;
  int a = pop();
  if (a >= 0) {
    claim(a, 1);
    release(a);
    push(a);
  }
  return 0;
}

static void *two(void *arg) {
  (void)arg;
  int a = pop(), b = pop();
  if (a >= 0) claim(a, 2);
  if (b >= 0) claim(b, 2);
  if (a >= 0) { release(a); push(a); }
  if (b >= 0) { release(b); push(b); }
  return 0;
}

int main(void) {
  for (int i = NODES - 1; i >= 0; i--) push(i);
  pthread_t t1, t2;
  pthread_create(&t1, 0, one, 0);
  pthread_create(&t2, 0, two, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  int seen[NODES] = {0}, n = 0, i;
  while ((i = pop()) >= 0 && n <= NODES) {
    assert(!seen[i]);
    seen[i] = 1;
    n++;
  }
  assert(n == NODES);
  return 0;
}
