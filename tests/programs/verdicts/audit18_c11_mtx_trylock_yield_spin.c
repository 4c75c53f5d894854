// expect: none
// algos: sdpor,pop,dc
// classes: 34
// rf-classes: 34
// (DFS: 34 / 34 classes in 77160 executions)
// C11 <threads.h>: two workers take a plain mtx_t by spinning on mtx_trylock with thrd_yield
// between attempts (no blocking lock at all), twice each, and increment a shared counter in
// the critical section. Every increment lands.
#include <assert.h>
#include <threads.h>
static mtx_t m;
static int counter;

static int worker(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; ++i) {
    while (mtx_trylock(&m) != thrd_success) thrd_yield();
    ++counter;
    mtx_unlock(&m);
  }
  return 0;
}

int main(void) {
  mtx_init(&m, mtx_plain);
  thrd_t a, b;
  thrd_create(&a, worker, 0);
  thrd_create(&b, worker, 0);
  thrd_join(a, 0);
  thrd_join(b, 0);
  assert(counter == 4);
  mtx_destroy(&m);
  return 0;
}
