// expect: assertion
// algos: sdpor,pop,dc
// pthread-complex style lock-free stack over an array of nodes, top an index swapped with
// CAS, no tag: the ABA problem. The popper reads top = A and next = B; meanwhile the other
// thread pops A and B and pushes A back; the popper's CAS succeeds and makes B, still held,
// the top again: the next pop takes a node that is owned.
#include <assert.h>
#include <pthread.h>
#define NIL -1
int next_of[3] = {1, 2, NIL};
int top = 0;
int held[3];
int pop(void) {
  for (;;) {
    int t = __atomic_load_n(&top, __ATOMIC_SEQ_CST);
    if (t == NIL) return NIL;
    int n = __atomic_load_n(&next_of[t], __ATOMIC_SEQ_CST);
    if (__sync_bool_compare_and_swap(&top, t, n)) {
      assert(__atomic_exchange_n(&held[t], 1, __ATOMIC_SEQ_CST) == 0);
      return t;
    }
  }
}
void push(int node) {
  __atomic_store_n(&held[node], 0, __ATOMIC_SEQ_CST);
  for (;;) {
    int t = __atomic_load_n(&top, __ATOMIC_SEQ_CST);
    __atomic_store_n(&next_of[node], t, __ATOMIC_SEQ_CST);
    if (__sync_bool_compare_and_swap(&top, t, node)) return;
  }
}
void *one_pop(void *arg) {
  pop();
  return arg;
}
void *pop_pop_push_pop(void *arg) {
  int a = pop();
  int b = pop();
  (void)b;
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
