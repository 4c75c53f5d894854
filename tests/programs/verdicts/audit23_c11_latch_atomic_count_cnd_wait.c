// expect: none
// algos: pop,sdpor,dc
// A countdown latch from C11 atomics and <threads.h>: workers store their result, then
// count_down() decrements the atomic count and, when it reaches zero, takes the mutex and
// broadcasts; the waiter checks the count under the mutex in a loop around cnd_wait. The
// last decrement and the waiter's check are both ordered by the mutex, so no wake-up is
// lost. gcc -O2, 2000 runs under taskset -c 0: no hang, sum 6 in 2000.
#include <assert.h>
#include <stdatomic.h>
#include <threads.h>
struct latch { atomic_int count; mtx_t m; cnd_t zero; };
static struct latch done;
static int result[3];
static void count_down(struct latch *l) {
  if (atomic_fetch_sub(&l->count, 1) == 1) {
    mtx_lock(&l->m);
    cnd_broadcast(&l->zero);
    mtx_unlock(&l->m);
  }
}
static void latch_wait(struct latch *l) {
  mtx_lock(&l->m);
  while (atomic_load(&l->count) != 0) cnd_wait(&l->zero, &l->m);
  mtx_unlock(&l->m);
}
static int worker(void *arg) {
  int i = (int)(long)arg;
  result[i] = i + 1;
  count_down(&done);
  return 0;
}
int main(void) {
  atomic_init(&done.count, 3);
  mtx_init(&done.m, mtx_plain);
  cnd_init(&done.zero);
  thrd_t t[3];
  for (long i = 0; i < 3; i++) thrd_create(&t[i], worker, (void *)i);
  latch_wait(&done);
  assert(result[0] + result[1] + result[2] == 6);
  for (int i = 0; i < 3; i++) thrd_join(t[i], 0);
  cnd_destroy(&done.zero);
  mtx_destroy(&done.m);
  return 0;
}
