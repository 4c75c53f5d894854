// expect: data-race, assertion
// algos: sdpor,pop,dc
// classes: 12
// rf-classes: 12
// (DFS: 12 / 12 classes in 3356 executions)
// C11 <threads.h>: two workers try a plain mtx_t with mtx_trylock, yielding between attempts,
// but give up after two failed attempts and increment the shared counter anyway ("best
// effort" statistics that the final check treats as exact): the unlocked increment races with
// the other worker's locked one and can be lost.
#include <assert.h>
#include <threads.h>
static mtx_t m;
static int counter;

static int worker(void *arg) {
  (void)arg;
  int locked = 0;
  for (int attempt = 0; attempt < 2 && !locked; ++attempt) {
    locked = mtx_trylock(&m) == thrd_success;
    if (!locked) thrd_yield();
  }
  ++counter; /* BUG: also when the lock was not taken */
  if (locked) mtx_unlock(&m);
  return 0;
}

int main(void) {
  mtx_init(&m, mtx_plain);
  thrd_t a, b;
  thrd_create(&a, worker, 0);
  thrd_create(&b, worker, 0);
  thrd_join(a, 0);
  thrd_join(b, 0);
  assert(counter == 2);
  mtx_destroy(&m);
  return 0;
}
