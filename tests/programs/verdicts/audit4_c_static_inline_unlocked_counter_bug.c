// expect: assertion, data-race
// A `static inline` helper that a header would provide, incrementing without a lock.
#include <assert.h>
#include <pthread.h>
static int hits;
static inline void record_hit(void) { hits = hits + 1; }
void *worker(void *arg) { record_hit(); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(hits == 2);
  return 0;
}
