// expect: none
// A barrier of count 2 waited at once by each of four threads (main and three workers):
// the first two arrivals form generation 0, the last two generation 1. Each thread passes
// a token to the barrier by an atomic counter before it waits; after its release at least
// two arrivals happened. Which pairs meet depends on the order of arrivals, so the
// arrivals are explored in every order (a note says so).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static pthread_barrier_t pair;
static atomic_int arrived;
static void *meet(void *arg) {
  atomic_fetch_add(&arrived, 1);
  pthread_barrier_wait(&pair);
  assert(atomic_load(&arrived) >= 2);
  return arg;
}
int main(void) {
  pthread_barrier_init(&pair, 0, 2);
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, meet, 0);
  meet(0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(atomic_load(&arrived) == 4);
  return 0;
}
