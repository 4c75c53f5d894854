// expect: deadlock
// algos: pop,sdpor,dc
// The twin of audit23_c11_latch_atomic_count_cnd_wait.c whose last count_down broadcasts
// without taking the mutex: the waiter can read count 1 under the mutex, the last worker
// then decrements to 0 and broadcasts to nobody, and the waiter blocks in cnd_wait for
// ever (a lost wake-up). gcc -O2, 500 runs with a usleep(1000) between the waiter's check
// and its cnd_wait (inside the loop): hung in 500 (killed by timeout 2).
#include <assert.h>
#include <stdatomic.h>
#include <threads.h>
struct latch { atomic_int count; mtx_t m; cnd_t zero; };
static struct latch done;
static int result[2];
static void count_down(struct latch *l) {
  if (atomic_fetch_sub(&l->count, 1) == 1) cnd_broadcast(&l->zero);  // wrong: no mutex
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
  atomic_init(&done.count, 2);
  mtx_init(&done.m, mtx_plain);
  cnd_init(&done.zero);
  thrd_t t[2];
  for (long i = 0; i < 2; i++) thrd_create(&t[i], worker, (void *)i);
  latch_wait(&done);
  assert(result[0] + result[1] == 3);
  for (int i = 0; i < 2; i++) thrd_join(t[i], 0);
  return 0;
}
