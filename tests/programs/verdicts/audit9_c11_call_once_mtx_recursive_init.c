// expect: none
// algos: sdpor,pop,dc
// (dfs left out: without reduction it does not finish within the time limit)
// (qpor left out: it refuses the atomics or primitives used here)
// classes: 4
// rf-classes: 4
// C11 call_once initialises a recursive mtx_t used by all threads; each thread locks it twice.
#include <threads.h>
#include <assert.h>
static once_flag flag = ONCE_FLAG_INIT;
static mtx_t m;
static int shared, inits;
static void setup(void) {
  mtx_init(&m, mtx_plain | mtx_recursive);
  inits++;
}
static int user(void *arg) {
  call_once(&flag, setup);
  mtx_lock(&m);
  mtx_lock(&m);
  shared++;
  mtx_unlock(&m);
  mtx_unlock(&m);
  return 0;
}
int main(void) {
  thrd_t t[2];
  for (int i = 0; i < 2; i++) thrd_create(&t[i], user, NULL);
  for (int i = 0; i < 2; i++) thrd_join(t[i], NULL);
  assert(shared == 2 && inits == 1);
  return 0;
}
