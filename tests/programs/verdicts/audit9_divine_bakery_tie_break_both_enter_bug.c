// expect: assertion, data-race
// algos: dfs,sdpor,pop,dc
// (qpor left out: it refuses the atomics or primitives used here)
// The bakery without the `choosing` wait: both threads can read each other's number as 0,
// take equal tickets and... the tie-break still orders them; but the one that reads the
// other's number before it is written enters while the other, with a smaller ticket, also does.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
static atomic_int number[2];
static int in_cs;
static void lock(int i) {
  int j = 1 - i;
  int nj = atomic_load(&number[j]);
  atomic_store(&number[i], 1 + nj);
  for (;;) {
    int n = atomic_load(&number[j]);
    if (n == 0 || n > atomic_load(&number[i]) || (n == atomic_load(&number[i]) && j > i)) break;
  }
}
static void *t(void *arg) {
  int i = (int)(long)arg;
  lock(i);
  in_cs++;
  assert(in_cs == 1);
  in_cs--;
  atomic_store(&number[i], 0);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, t, (void *)0L);
  pthread_create(&b, NULL, t, (void *)1L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
