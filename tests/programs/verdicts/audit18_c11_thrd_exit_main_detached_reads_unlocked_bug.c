// expect: data-race
// algos: sdpor,pop,dc
// classes: 8
// (DFS: 8 Mazurkiewicz / 4 reads-from classes in 63112 executions; dc runs 8: not pinned)
// C11 <threads.h>: main detaches its workers and ends with thrd_exit (the process lives on
// until the last worker ends); the workers count their completions under an mtx_t, then each
// copies the count into `reported` after unlocking: the copy reads `finished` while the other
// worker may increment it, and the two copies write `reported` unordered: data races.
#include <threads.h>
static mtx_t m;
static int finished, reported;

static int worker(void *arg) {
  (void)arg;
  mtx_lock(&m);
  ++finished;
  mtx_unlock(&m);
  reported = finished; /* BUG: read and write outside the lock */
  return 0;
}

int main(void) {
  mtx_init(&m, mtx_plain);
  for (int i = 0; i < 2; ++i) {
    thrd_t t;
    thrd_create(&t, worker, 0);
    thrd_detach(t);
  }
  thrd_exit(0);
}
