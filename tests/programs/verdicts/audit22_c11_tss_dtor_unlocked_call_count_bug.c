// expect: data-race
// algos: pop,sdpor,dc
// The destructor of audit22_c11_tss_dtor_reset_runs_again_at_thrd_exit.c counting its calls
// without the mutex: the two workers' destructors (each run twice, the second time for the
// sentinel it stored) increment the shared counters at the same time, a data race between
// the threads' exits: nothing orders one worker's exit with the other's. The truth is by
// that reasoning: natively (gcc -O2) the exits rarely overlap, and gcc's ThreadSanitizer
// crashes (SEGV) on this program's thrd_exit with a tss destructor.
#include <assert.h>
#include <stdlib.h>
#include <threads.h>
static tss_t slot;
static mtx_t count_lock;
static int destructor_calls, sentinel_calls;
static int sentinel;
static void flush_slot(void *value) {
  ++destructor_calls;  // wrong: no lock
  if (value == &sentinel) {
    ++sentinel_calls;
  } else {
    free(value);
    tss_set(slot, &sentinel);  // runs the destructor once more, with the sentinel
  }
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
  tss_delete(slot);
  mtx_destroy(&count_lock);
  return 0;
}
