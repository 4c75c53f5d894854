// expect: none
// algos: pop,sdpor,dc
// A recursive lock of one's own over C11 <threads.h>: a plain mtx_t, an owner kept in an
// atomic (thrd_current() of the holder, 0 when free) and a depth only the owner touches.
// lock() compares the owner with thrd_current() by thrd_equal and only then takes the mutex;
// a helper that re-enters (append calls append_twice which locks again) must not deadlock.
// Two threads append under it; the total is checked after the joins. gcc -O2, 200 runs.
#include <assert.h>
#include <stdatomic.h>
#include <threads.h>
static mtx_t inner;
static _Atomic unsigned long owner;  // a thrd_t, 0 when nobody holds the lock
static int depth, total;
static void rlock(void) {
  thrd_t me = thrd_current();
  if (thrd_equal((thrd_t)atomic_load(&owner), me)) {
    ++depth;
    return;
  }
  mtx_lock(&inner);
  atomic_store(&owner, (unsigned long)me);
  depth = 1;
}
static void runlock(void) {
  if (--depth == 0) {
    atomic_store(&owner, 0);
    mtx_unlock(&inner);
  }
}
static void append(int n) {
  rlock();
  total += n;
  runlock();
}
static void append_twice(int n) {
  rlock();
  append(n);
  append(n);
  runlock();
}
static int worker(void *arg) {
  append_twice((int)(size_t)arg);
  return 0;
}
int main(void) {
  mtx_init(&inner, mtx_plain);
  thrd_t a, b;
  thrd_create(&a, worker, (void *)1);
  thrd_create(&b, worker, (void *)10);
  thrd_join(a, NULL);
  thrd_join(b, NULL);
  assert(total == 22);
  mtx_destroy(&inner);
  return 0;
}
