// algos: sdpor,pop,dc
// expect: none
// C11 call_once and a recursive mtx_t relocked by recursion; thrd_join's results summed.
#include <threads.h>
#include <assert.h>
once_flag once = ONCE_FLAG_INIT;
mtx_t m;
int inits, total;
static void init(void) { inits++; }
static void add(int v) { mtx_lock(&m); if (v > 1) add(v - 1); total += v; mtx_unlock(&m); }
static int w(void *a) { call_once(&once, init); add(*(int *)a); return *(int *)a; }
int main(void) {
  mtx_init(&m, mtx_plain | mtx_recursive);
  thrd_t a, b; int x = 2, y = 3, ra, rb;
  thrd_create(&a, w, &x); thrd_create(&b, w, &y);
  thrd_join(a, &ra); thrd_join(b, &rb);
  assert(inits == 1 && total == 3 + 6 && ra + rb == 5);
  mtx_destroy(&m);
  return 0;
}
