// expect: none
// algos: sdpor,pop,dc
// pthread-atomic style: Lamport's fast mutual exclusion for two threads (ids 1 and 2) with
// `goto start` retries, sequentially consistent __atomic accesses and __sync_synchronize
// fences (no-ops under SC).
#include <assert.h>
#include <pthread.h>
int x, y, b[3];
int in_cs;
#define LD(v) __atomic_load_n(&(v), __ATOMIC_SEQ_CST)
#define ST(v, e) __atomic_store_n(&(v), (e), __ATOMIC_SEQ_CST)
void *thread(void *arg) {
  int i = (int)(long)arg;
start:
  ST(b[i], 1);
  ST(x, i);
  __sync_synchronize();
  if (LD(y) != 0) {
    ST(b[i], 0);
    while (LD(y) != 0) {
    }
    goto start;
  }
  ST(y, i);
  __sync_synchronize();
  if (LD(x) != i) {
    ST(b[i], 0);
    for (int j = 1; j <= 2; j++)
      while (LD(b[j]) != 0) {
      }
    if (LD(y) != i) {
      while (LD(y) != 0) {
      }
      goto start;
    }
  }
  in_cs++;
  assert(in_cs == 1);
  in_cs--;
  ST(y, 0);
  ST(b[i], 0);
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, thread, (void *)1L);
  pthread_create(&t2, 0, thread, (void *)2L);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
