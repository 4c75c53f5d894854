// expect: none
// classes: 2
// rf-classes: 2
// C11 <threads.h>: main detaches its workers and ends with thrd_exit instead of returning, so
// the process lives on until the last worker ends (as with pthread_exit in main); the workers
// count their completions under an mtx_t and the last one checks the total.
#include <assert.h>
#include <threads.h>
static mtx_t m;
static int finished;

static int worker(void *arg) {
  (void)arg;
  mtx_lock(&m);
  int me = ++finished;
  mtx_unlock(&m);
  if (me == 2) assert(finished == 2);
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
