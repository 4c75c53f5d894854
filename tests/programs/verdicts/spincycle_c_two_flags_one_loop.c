// expect: none
// classes: 7
// One loop polling two flags each iteration (period 1): blocked after an iteration that
// found both clear, woken by a write to either; the blocked loop and its wake-up stand for
// reads of both (docs/algorithms.md, "Await loops that observe several objects"). 7
// classes with that dependence (6 before: a wait for the second flag is now its own class).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int ready[3];
int slot[3];
void *waiter(void *arg) {
  while (!atomic_load(&ready[1]) && !atomic_load(&ready[2])) {
  }
  const int i = atomic_load(&ready[1]) ? 1 : 2;
  assert(slot[i] == i + 1);
  return arg;
}
void *producer(void *arg) {
  const int k = (int)(long)arg;
  slot[k] = k + 1;
  atomic_store(&ready[k], 1);
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
  return 0;
}
