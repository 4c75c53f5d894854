// expect: none
// algos: pop,sdpor,dc
// A Chase-Lev work-stealing deque (all operations sequentially consistent, the buffer of
// atomic slots): the owner pushes two tasks and takes from the bottom until it is empty, a
// thief steals once from the top. The last element is contested: the owner's take and the
// thief's steal both CAS `top`, so exactly one of them gets it. Every task is run exactly
// once (checked after the joins). gcc -O2, 200 runs under taskset -c 0: always right.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
enum { EMPTY = -1, ABORT = -2, CAPACITY = 4 };
static atomic_long top, bottom;
static atomic_int slots[CAPACITY];
static atomic_int runs[3];
static void push(int task) {
  long b = atomic_load(&bottom);
  atomic_store(&slots[b % CAPACITY], task);
  atomic_store(&bottom, b + 1);
}
static int take(void) {
  long b = atomic_load(&bottom) - 1;
  atomic_store(&bottom, b);
  long t = atomic_load(&top);
  if (t > b) {  // already empty
    atomic_store(&bottom, b + 1);
    return EMPTY;
  }
  int task = atomic_load(&slots[b % CAPACITY]);
  if (t == b) {  // the last one: race the thieves for it
    if (!atomic_compare_exchange_strong(&top, &t, t + 1)) task = EMPTY;
    atomic_store(&bottom, b + 1);
  }
  return task;
}
static int steal(void) {
  long t = atomic_load(&top);
  long b = atomic_load(&bottom);
  if (t >= b) return EMPTY;
  int task = atomic_load(&slots[t % CAPACITY]);
  if (!atomic_compare_exchange_strong(&top, &t, t + 1)) return ABORT;
  return task;
}
static void *owner(void *arg) {
  push(1);
  push(2);
  for (int task; (task = take()) != EMPTY;) atomic_fetch_add(&runs[task], 1);
  return arg;
}
static void *thief(void *arg) {
  int task = steal();
  if (task >= 0) atomic_fetch_add(&runs[task], 1);
  return arg;
}
int main(void) {
  pthread_t o, t;
  pthread_create(&o, NULL, owner, NULL);
  pthread_create(&t, NULL, thief, NULL);
  pthread_join(o, NULL);
  pthread_join(t, NULL);
  assert(atomic_load(&runs[1]) == 1);
  assert(atomic_load(&runs[2]) == 1);
  return 0;
}
