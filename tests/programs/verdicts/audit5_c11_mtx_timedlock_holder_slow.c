// expect: none
// algos: sdpor,pop,dc
// C11 mtx_timedlock on a mtx_timed mutex: a thread that times out skips its update and
// says so; the final count matches the successes.
#include <threads.h>
#include <time.h>
#include <assert.h>
#include <stdatomic.h>
static mtx_t m;
static int count;
static atomic_int done;
static int worker(void *arg) {
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  ts.tv_nsec += 1000;
  if (ts.tv_nsec >= 1000000000L) { ts.tv_sec++; ts.tv_nsec -= 1000000000L; }
  if (mtx_timedlock(&m, &ts) == thrd_success) {
    count++;
    atomic_fetch_add(&done, 1);
    mtx_unlock(&m);
  }
  return 0;
}
int main(void) {
  thrd_t t[2];
  mtx_init(&m, mtx_timed);
  for (int i = 0; i < 2; i++) thrd_create(&t[i], worker, 0);
  mtx_lock(&m);
  count += 10;
  mtx_unlock(&m);
  for (int i = 0; i < 2; i++) thrd_join(t[i], NULL);
  assert(count == 10 + atomic_load(&done));
  mtx_destroy(&m);
  return 0;
}
