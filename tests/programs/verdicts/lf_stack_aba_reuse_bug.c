// expect: assertion
// algos: sdpor,pop,dc
// A lock-free stack over a fixed node pool with plain CAS on the top index (no tag): pop
// reads top and its next, and a CAS that succeeds after another thread popped A, popped B
// and pushed A back installs the stale next (ABA): top becomes B while the meddler owns it, and the victim's next pop hands B out
// twice. The links are atomics, so the only bug is the assertion.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#define NIL (-1)
atomic_int next_of[3];
atomic_int top;
atomic_int owner[3];
static int pop(void) {
  for (;;) {
    int t = atomic_load(&top);
    if (t == NIL) return NIL;
    int n = next_of[t];
    if (atomic_compare_exchange_strong(&top, &t, n)) return t;
  }
}
static void push(int i) {
  for (;;) {
    int t = atomic_load(&top);
    next_of[i] = t;
    if (atomic_compare_exchange_strong(&top, &t, i)) return;
  }
}
static void take(int i) { assert(atomic_fetch_add(&owner[i], 1) == 0); }
static void give(int i) { atomic_fetch_sub(&owner[i], 1); }
void *victim(void *arg) {
  int a = pop();
  if (a != NIL) take(a);
  int b = pop();
  if (b != NIL) take(b);
  return 0;
}
void *meddler(void *arg) {
  int a = pop();
  if (a == NIL) return 0;
  take(a);
  int b = pop();
  if (b != NIL) take(b);
  give(a);
  push(a);
  return 0;
}
int main(void) {
  next_of[0] = 1; next_of[1] = 2; next_of[2] = NIL;
  atomic_store(&top, 0);
  pthread_t v, m;
  pthread_create(&v, 0, victim, 0); pthread_create(&m, 0, meddler, 0);
  pthread_join(v, 0); pthread_join(m, 0);
  return 0;
}
