// expect: none
// algos: sdpor,pop,dc
// C11 <threads.h>: a one-slot mailbox with mtx_t and two cnd_t, waits in while loops, thrd_join
// collects the consumer's sum as its int result.
#include <threads.h>
#include <assert.h>
mtx_t m;
cnd_t not_empty, not_full;
int slot, full;
int producer(void *arg) {
  for (int i = 1; i <= 3; i++) {
    mtx_lock(&m);
    while (full) cnd_wait(&not_full, &m);
    slot = i;
    full = 1;
    cnd_signal(&not_empty);
    mtx_unlock(&m);
  }
  return 0;
}
int consumer(void *arg) {
  int sum = 0;
  for (int i = 0; i < 3; i++) {
    mtx_lock(&m);
    while (!full) cnd_wait(&not_empty, &m);
    sum += slot;
    full = 0;
    cnd_signal(&not_full);
    mtx_unlock(&m);
  }
  return sum;
}
int main(void) {
  thrd_t p, c;
  mtx_init(&m, mtx_plain);
  cnd_init(&not_empty);
  cnd_init(&not_full);
  thrd_create(&p, producer, 0);
  thrd_create(&c, consumer, 0);
  int sum = 0;
  thrd_join(p, 0);
  thrd_join(c, &sum);
  assert(sum == 6);
  cnd_destroy(&not_empty);
  cnd_destroy(&not_full);
  mtx_destroy(&m);
  return 0;
}
