// expect: assertion
// algos: dfs,sdpor,pop,dc
// (qpor left out: it refuses the atomics or primitives used here)
// C11 cnd_t with `if` instead of `while`: one item, two consumers, cnd_broadcast wakes both
// and the second takes from an empty buffer.
#include <threads.h>
#include <assert.h>
static mtx_t m;
static cnd_t c;
static int items;
static int consumer(void *arg) {
  mtx_lock(&m);
  if (items == 0) cnd_wait(&c, &m);
  items--;
  assert(items >= 0);
  mtx_unlock(&m);
  return 0;
}
static int producer(void *arg) {
  mtx_lock(&m);
  items++;
  cnd_broadcast(&c);
  mtx_unlock(&m);
  mtx_lock(&m);
  items++;
  cnd_broadcast(&c);
  mtx_unlock(&m);
  return 0;
}
int main(void) {
  mtx_init(&m, mtx_plain);
  cnd_init(&c);
  thrd_t a, b, p;
  thrd_create(&a, consumer, NULL);
  thrd_create(&b, consumer, NULL);
  thrd_create(&p, producer, NULL);
  thrd_join(a, NULL);
  thrd_join(b, NULL);
  thrd_join(p, NULL);
  return 0;
}
