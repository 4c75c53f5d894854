// expect: data-race
// algos: pop,sdpor,dc,qpor
// audit21_c11_owner_checked_recursive_lock.c with the owner kept in a plain thrd_t, as in
// many hand-written recursive locks: lock() reads `owner` before taking the mutex, while the
// holder writes it under the mutex, so the read races with the other thread's write (the
// answer is still right on x86 for the thread that asks about itself, which is why the idiom
// survives; by the rules of C it is a data race). gcc -O2, 200 runs: the total is always 22.
#include <assert.h>
#include <threads.h>
static mtx_t inner;
static thrd_t owner;  // BUG: read without the mutex by every locker
static int depth, total;
static void rlock(void) {
  thrd_t me = thrd_current();
  if (thrd_equal(owner, me)) {
    ++depth;
    return;
  }
  mtx_lock(&inner);
  owner = me;
  depth = 1;
}
static void runlock(void) {
  if (--depth == 0) {
    owner = 0;
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
