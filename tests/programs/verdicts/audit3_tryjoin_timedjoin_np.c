// expect: unsupported
// complete: no
// GNU pthread_tryjoin_np (EBUSY while the thread runs) in a loop with a yield, then
// pthread_timedjoin_np on a second thread. braid does not model the GNU non-blocking joins:
// it must say so (an `unsupported` finding, incomplete), not guess.
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <errno.h>
#include <time.h>
#include <assert.h>
int a_done, b_done;
void *wa(void *arg) { a_done = 1; return (void *)1; }
void *wb(void *arg) { b_done = 1; return (void *)2; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, wa, 0);
  pthread_create(&b, 0, wb, 0);
  void *ra = 0, *rb = 0;
  int tries = 0;
  while (pthread_tryjoin_np(a, &ra) == EBUSY) { sched_yield(); if (++tries > 100000) return 1; }
  assert(a_done && ra == (void *)1);
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  ts.tv_sec += 5;
  int rc = pthread_timedjoin_np(b, &rb, &ts);
  if (rc == 0) assert(b_done && rb == (void *)2);
  else pthread_join(b, &rb);
  return 0;
}
