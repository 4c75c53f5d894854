// expect: misuse
// classes: 1
// rf-classes: 1
// C11 leaves mtx_unlock by a non-owner undefined, recursive or not: still a misuse.
#include <threads.h>
mtx_t m;
static int other(void *a) { (void)a; mtx_unlock(&m); return 0; } /* C11: undefined unless the caller holds it */
int main(void) {
  mtx_init(&m, mtx_plain | mtx_recursive);
  mtx_lock(&m);
  thrd_t t; thrd_create(&t, other, 0); thrd_join(t, 0);
  mtx_unlock(&m);
  return 0;
}
