// expect: none
// algos: pop,sdpor,dc,qpor
// C11 threads: two threads thrd_create'd; each tries mtx_timedlock on a timed mutex with a
// deadline already in the past. On success it adds to the counter under the mutex; on
// thrd_timedout it falls back to a plain mtx_lock and adds there. Either way every update
// is under the mutex, so the total is 3 whatever times out (C11 7.26.4.4: mtx_timedlock
// returns thrd_success or thrd_timedout). Natively 500 of 500 runs gave 3.
#include <assert.h>
#include <threads.h>
#include <time.h>

static mtx_t m;
static int total;

static int add(void* arg) {
  int n = *(int*)arg;
  struct timespec past = {0, 0};
  int r = mtx_timedlock(&m, &past);
  if (r == thrd_timedout) {
    r = mtx_lock(&m);
  }
  assert(r == thrd_success);
  total += n;
  mtx_unlock(&m);
  return n;
}

int main(void) {
  mtx_init(&m, mtx_timed);
  int one = 1, two = 2;
  thrd_t a, b;
  thrd_create(&a, add, &one);
  thrd_create(&b, add, &two);
  int ra, rb;
  thrd_join(a, &ra);
  thrd_join(b, &rb);
  assert(ra == 1 && rb == 2);
  assert(total == 3);
  mtx_destroy(&m);
  return 0;
}
