/* Substrate benchmark: T threads each doing K atomic increments of one shared counter.
 * DFS explores every interleaving; the program is tiny so the figure measures the
 * substrate (reset, fibers, scheduling, event recording), not the program. */
#include <pthread.h>
#ifndef T
#define T 3
#endif
#ifndef K
#define K 4
#endif
int counter;
static void *worker(void *arg) {
  for (int i = 0; i < K; i++) __atomic_fetch_add(&counter, 1, __ATOMIC_SEQ_CST);
  return 0;
}
int main(void) {
  pthread_t t[T];
  for (int i = 0; i < T; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < T; i++) pthread_join(t[i], 0);
  return 0;
}
