// expect: assertion
// C11 threads: the consumer waits with cnd_timedwait and takes thrd_timedout as "the value
// arrived" (it checks the result, not the predicate).
#include <threads.h>
#include <time.h>
#include <assert.h>
static mtx_t m;
static cnd_t c;
static int ready, value;
static int producer(void *arg) {
  mtx_lock(&m);
  value = 42;
  ready = 1;
  cnd_signal(&c);
  mtx_unlock(&m);
  return 0;
}
int main(void) {
  thrd_t t;
  mtx_init(&m, mtx_plain);
  cnd_init(&c);
  thrd_create(&t, producer, 0);
  struct timespec deadline;
  timespec_get(&deadline, TIME_UTC);
  deadline.tv_sec += 1;
  mtx_lock(&m);
  int r = thrd_success;
  if (!ready) r = cnd_timedwait(&c, &m, &deadline);
  if (r == thrd_success || r == thrd_timedout) assert(value == 42);
  mtx_unlock(&m);
  thrd_join(t, NULL);
  mtx_destroy(&m);
  cnd_destroy(&c);
  return 0;
}
