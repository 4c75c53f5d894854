// expect: deadlock
// algos: sdpor,pop,dc
// C11 <threads.h>: two producers and two consumers of a one-slot buffer share one condition
// variable for "not full" and "not empty"; a consumer's cnd_signal can wake the other
// consumer instead of the waiting producer, and both end up waiting for ever.
#include <threads.h>
mtx_t m;
cnd_t changed;
int full;
int producer(void *arg) {
  mtx_lock(&m);
  while (full) cnd_wait(&changed, &m);
  full = 1;
  cnd_signal(&changed);
  mtx_unlock(&m);
  return 0;
}
int consumer(void *arg) {
  mtx_lock(&m);
  while (!full) cnd_wait(&changed, &m);
  full = 0;
  cnd_signal(&changed);
  mtx_unlock(&m);
  return 0;
}
int main(void) {
  thrd_t p1, p2, c1, c2;
  mtx_init(&m, mtx_plain);
  cnd_init(&changed);
  thrd_create(&c1, consumer, 0);
  thrd_create(&c2, consumer, 0);
  thrd_create(&p1, producer, 0);
  thrd_create(&p2, producer, 0);
  thrd_join(p1, 0);
  thrd_join(p2, 0);
  thrd_join(c1, 0);
  thrd_join(c2, 0);
  return 0;
}
