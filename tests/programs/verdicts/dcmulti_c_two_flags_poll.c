// expect: none
// classes: 5
// rf-classes: 5
// One loop polling two flags (set by two producers): the round observes two locations, so
// dc falls back to pop (docs/algorithms.md "Where it falls back"); pinned for when it does not.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int f1, f2;
int got;
void *waiter(void *arg) {
  while (!atomic_load(&f1) && !atomic_load(&f2)) {
  }
  got = 1;
  return arg;
}
void *producer(void *arg) {
  atomic_store((long)arg == 1 ? &f1 : &f2, 1);
  return 0;
}
int main(void) {
  pthread_t w, p1, p2;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p1, 0, producer, (void *)1L);
  pthread_create(&p2, 0, producer, (void *)2L);
  pthread_join(w, 0);
  pthread_join(p1, 0);
  pthread_join(p2, 0);
  assert(got == 1);
  return 0;
}
