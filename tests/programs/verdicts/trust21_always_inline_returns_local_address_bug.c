// expect: memory-error
// algos: dfs,sdpor,pop,dc
// An always_inline helper returns the address of its local (the usual "return &buf"
// mistake); main publishes that pointer and a worker writes through it. Clang inlines the
// helper at -O0, so its local was the caller's own alloca and the write was not reported
// before branch trust21 (the program's always_inline functions are now inlined after the
// pass: the local ends at the inlined return). The worker's write comes after the helper
// returned in every schedule: a use after return.
#include <pthread.h>
#include <stdatomic.h>
static int *_Atomic shared;
static atomic_int written;
__attribute__((always_inline)) static inline int *make_counter(void) {
  int counter = 0;
  return &counter;  // dangling once the helper returns
}
static void *worker(void *arg) {
  int *p;
  while (!(p = atomic_load(&shared))) {
  }
  *p = 1;
  atomic_store(&written, 1);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  atomic_store(&shared, make_counter());
  while (!atomic_load(&written)) {
  }
  pthread_join(t, 0);
  return 0;
}
