// expect: none
// flags: -std=c99 -O0
// A C99 `inline` definition without an external one (common in harnesses), called at -O0:
// the compiler emits a call to an external `inc` that the toolchain must still resolve.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter = 0;
inline int inc(int v) { return v + 1; }
void *worker(void *arg) { pthread_mutex_lock(&m); counter = inc(counter); pthread_mutex_unlock(&m); return 0; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(counter == 2);
  return 0;
}
