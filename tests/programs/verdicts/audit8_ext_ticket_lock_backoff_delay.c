// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// time-limit: 4
// pthread-ext 47_ticket_lock_hc_backoff style: a ticket lock whose waiters back off in a
// local delay loop proportional to their distance from the ticket being served.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_uint next_ticket, now_serving;
static int in_cs, total;
static void acquire(void) {
  unsigned my = atomic_fetch_add(&next_ticket, 1);
  for (;;) {
    unsigned ns = atomic_load(&now_serving);
    if (ns == my) break;
    for (volatile unsigned delay = (my - ns) * 3; delay > 0; delay--) {
    }
  }
}
static void release(void) { atomic_fetch_add(&now_serving, 1); }
static void *worker(void *arg) {
  acquire();
  assert(++in_cs == 1);
  total++;
  in_cs--;
  release();
  return arg;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  assert(total == 3);
  return 0;
}
