// expect: bound
// flags: --max-steps=200
// complete: no
// A worker that never stops writing: every execution hits the step bound (a `bound` finding),
// and the verdict says how many executions were cut.
#include <pthread.h>
#include <stdatomic.h>
atomic_int ticks;
void *worker(void *arg) { for (;;) atomic_fetch_add(&ticks, 1); return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
