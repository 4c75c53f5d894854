// expect: none
// classes: 2
// A C11 recursive mutex taken twice by a function that calls a helper needing it too.
#include <assert.h>
#include <threads.h>
mtx_t m;
int balance;
static void add(int v) {
  mtx_lock(&m);
  balance += v;
  mtx_unlock(&m);
}
static void transfer(int v) {
  mtx_lock(&m);
  add(v);
  add(-v + 1);
  mtx_unlock(&m);
}
int worker(void *arg) {
  (void)arg;
  transfer(5);
  return 0;
}
int main(void) {
  mtx_init(&m, mtx_plain | mtx_recursive);
  thrd_t a, b;
  thrd_create(&a, worker, 0);
  thrd_create(&b, worker, 0);
  thrd_join(a, 0);
  thrd_join(b, 0);
  assert(balance == 2);
  return 0;
}
