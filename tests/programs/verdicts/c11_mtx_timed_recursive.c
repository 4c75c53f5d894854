// expect: none
// C11 mtx_timed | mtx_recursive: the owner relocks; another thread's mtx_timedlock either
// gets it or returns thrd_timedout; mtx_trylock reports thrd_busy while held.
#include <threads.h>
#include <time.h>
#include <assert.h>
mtx_t m;
int owned_by_other;
int other(void *arg) {
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  ts.tv_sec += 1;
  int rc = mtx_timedlock(&m, &ts);
  if (rc == thrd_success) { owned_by_other++; mtx_unlock(&m); }
  else assert(rc == thrd_timedout);
  return 0;
}
int main(void) {
  mtx_init(&m, mtx_timed | mtx_recursive);
  thrd_t t;
  thrd_create(&t, other, 0);
  mtx_lock(&m);
  assert(mtx_lock(&m) == thrd_success);
  mtx_unlock(&m);
  mtx_unlock(&m);
  thrd_join(t, 0);
  assert(owned_by_other <= 1);
  mtx_destroy(&m);
  return 0;
}
