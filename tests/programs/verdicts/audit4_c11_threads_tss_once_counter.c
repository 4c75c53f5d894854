// expect: none
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// C11 <threads.h>: call_once initialises a mutex and a tss key; each thread keeps its own
// tss value and adds it to a total under the mtx_t.
#include <assert.h>
#include <stdint.h>
#include <threads.h>
once_flag once = ONCE_FLAG_INIT;
mtx_t lock;
tss_t slot;
int total;
static void setup(void) {
  mtx_init(&lock, mtx_plain);
  tss_create(&slot, 0);
}
static int worker(void *arg) {
  call_once(&once, setup);
  tss_set(slot, arg);
  mtx_lock(&lock);
  total += (int)(intptr_t)tss_get(slot);
  mtx_unlock(&lock);
  return 0;
}
int main(void) {
  thrd_t a, b;
  thrd_create(&a, worker, (void *)(intptr_t)2);
  thrd_create(&b, worker, (void *)(intptr_t)5);
  thrd_join(a, 0);
  thrd_join(b, 0);
  assert(total == 7);
  return 0;
}
