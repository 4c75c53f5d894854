// expect: none
// algos: pop,sdpor,dc
// C11 <threads.h> thread-specific storage with a destructor that, on its first call, stores
// a new value in the slot (a "flush, then hand back a sentinel" idiom): C11 7.26.6.1 and
// POSIX run the destructors again while a value is non-null, up to TSS_DTOR_ITERATIONS
// (glibc: 4) rounds, so each thread's destructor runs exactly twice. The workers end with
// thrd_exit from a nested call, not by returning; the destructor counts its calls under a
// mtx_t. main checks 2 calls per worker after the joins, and thrd_exit's result code.
// gcc -O2, 200 runs under taskset -c 0: always 0.
#include <assert.h>
#include <stdlib.h>
#include <threads.h>
static tss_t slot;
static mtx_t count_lock;
static int destructor_calls, sentinel_calls;
static int sentinel;
static void flush_slot(void *value) {
  mtx_lock(&count_lock);
  ++destructor_calls;
  if (value == &sentinel) {
    ++sentinel_calls;
  } else {
    free(value);
    tss_set(slot, &sentinel);  // runs the destructor once more, with the sentinel
  }
  mtx_unlock(&count_lock);
}
static void finish(int code) { thrd_exit(code); }
static int worker(void *arg) {
  int *scratch = malloc(sizeof *scratch);
  *scratch = (int)(long)arg;
  tss_set(slot, scratch);
  finish(10 + *(int *)tss_get(slot));
  return -1;  // not reached
}
int main(void) {
  tss_create(&slot, flush_slot);
  mtx_init(&count_lock, mtx_plain);
  thrd_t t[2];
  for (long i = 0; i < 2; ++i) thrd_create(&t[i], worker, (void *)i);
  for (int i = 0; i < 2; ++i) {
    int code = 0;
    thrd_join(t[i], &code);
    assert(code == 10 + i);
  }
  assert(destructor_calls == 4);
  assert(sentinel_calls == 2);
  tss_delete(slot);
  mtx_destroy(&count_lock);
  return 0;
}
