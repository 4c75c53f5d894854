// expect: none
// algos: sdpor,pop,dc
// C11 <threads.h>: a one-slot mailbox with mtx_t and cnd_t, a sender and a receiver
// exchanging two messages, thrd_join collecting the receiver's sum as its result.
#include <assert.h>
#include <threads.h>
mtx_t m;
cnd_t changed;
int full = 0, slot = 0;
int sender(void *arg) {
  (void)arg;
  for (int v = 1; v <= 2; v++) {
    mtx_lock(&m);
    while (full) cnd_wait(&changed, &m);
    slot = v;
    full = 1;
    cnd_signal(&changed);
    mtx_unlock(&m);
  }
  return 0;
}
int receiver(void *arg) {
  (void)arg;
  int sum = 0;
  for (int k = 0; k < 2; k++) {
    mtx_lock(&m);
    while (!full) cnd_wait(&changed, &m);
    sum += slot;
    full = 0;
    cnd_signal(&changed);
    mtx_unlock(&m);
  }
  return sum;
}
int main(void) {
  mtx_init(&m, mtx_plain);
  cnd_init(&changed);
  thrd_t s, r;
  thrd_create(&s, sender, 0);
  thrd_create(&r, receiver, 0);
  int sum = 0;
  thrd_join(s, 0);
  thrd_join(r, &sum);
  assert(sum == 3);
  mtx_destroy(&m);
  cnd_destroy(&changed);
  return 0;
}
