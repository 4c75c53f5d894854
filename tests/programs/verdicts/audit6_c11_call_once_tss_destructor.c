// expect: none
// algos: sdpor,pop,dc,qpor
// C11 call_once initialising a tss key with a destructor; each thread stores its own heap
// buffer under the key, the destructor frees it when the thread ends (no leak, no race).
#include <assert.h>
#include <stdlib.h>
#include <threads.h>
static once_flag once = ONCE_FLAG_INIT;
static tss_t key;
static mtx_t m;
static int freed;
static void release(void *p) {
  free(p);
  mtx_lock(&m);
  freed++;
  mtx_unlock(&m);
}
static void make_key(void) { tss_create(&key, release); }
int worker(void *arg) {
  call_once(&once, make_key);
  int *buf = malloc(sizeof *buf);
  *buf = (int)(long)arg;
  tss_set(key, buf);
  assert(*(int *)tss_get(key) == (int)(long)arg);
  return 0;
}
int main(void) {
  mtx_init(&m, mtx_plain);
  thrd_t a, b;
  thrd_create(&a, worker, (void *)1);
  thrd_create(&b, worker, (void *)2);
  thrd_join(a, 0);
  thrd_join(b, 0);
  mtx_lock(&m);
  assert(freed == 2);
  mtx_unlock(&m);
  return 0;
}
