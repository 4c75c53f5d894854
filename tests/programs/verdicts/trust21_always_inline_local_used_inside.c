// expect: none
// algos: sdpor,pop,dc
// (DFS left out of the corpus run: over 2 s of thread interleavings of the two sums; no finding)
// Nested always_inline helpers whose locals (an array filled through a pointer, a struct
// passed by address) are used only inside them, in two threads at once: no finding, and the
// sums are what they must be.
#include <assert.h>
#include <pthread.h>
struct acc { int total; };
static int results[2];
__attribute__((always_inline)) static inline void add(struct acc *a, const int *v, int n) {
  for (int i = 0; i < n; ++i) a->total += v[i];
}
__attribute__((always_inline)) static inline int sum_to(int n) {
  int values[4];
  struct acc a = {0};
  for (int i = 0; i < 4; ++i) values[i] = i < n ? i + 1 : 0;
  add(&a, values, 4);
  return a.total;
}
static void *worker(void *arg) {
  const long id = (long)arg;
  results[id] = sum_to(id ? 4 : 2);
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; ++i) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], 0);
  assert(results[0] == 3 && results[1] == 10);
  return 0;
}
