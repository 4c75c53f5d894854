// expect: data-race, assertion
// algos: sdpor,pop,dc
// pthread-ext style: an unbounded-looking creation loop (bounded by a constant) hands every
// thread the address of the loop variable; threads read it while main increments it, and two
// threads may claim the same slot.
#include <assert.h>
#include <pthread.h>
#define N 3
int slot_owner[N];
void *worker(void *arg) {
  int id = *(int *)arg;
  if (id < N) {
    __atomic_fetch_add(&slot_owner[id], 1, __ATOMIC_SEQ_CST);
    assert(__atomic_load_n(&slot_owner[id], __ATOMIC_SEQ_CST) == 1);
  }
  return 0;
}
int main(void) {
  pthread_t t[N];
  int i = 0;
  while (i < N) {
    pthread_create(&t[i], 0, worker, &i);
    i++;
  }
  for (int k = 0; k < N; k++) pthread_join(t[k], 0);
  return 0;
}
