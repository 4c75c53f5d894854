// expect: none
// C11 <threads.h>: thrd_create, mtx_lock, thrd_join.
#include <threads.h>
#include <assert.h>
mtx_t m;
int counter;
int worker(void *arg) { mtx_lock(&m); counter++; mtx_unlock(&m); return 0; }
int main(void) {
  mtx_init(&m, mtx_plain);
  thrd_t t1, t2;
  thrd_create(&t1, worker, 0); thrd_create(&t2, worker, 0);
  thrd_join(t1, 0); thrd_join(t2, 0);
  assert(counter == 2);
  return 0;
}
