// expect: assertion, data-race
// algos: sdpor,pop,dc
// Lamport's bakery without the `choosing` flags: both threads read the other's number as 0,
// the second to write picks the same ticket, and the tie-break by id lets the lower id in
// while the higher one is already inside (it saw the lower one's number still 0).
#include <pthread.h>
#include <assert.h>
#include <stdatomic.h>
#define N 2
atomic_int number[N];
int in_cs;
static int max_number(void) {
  int m = 0;
  for (int k = 0; k < N; k++) { int v = atomic_load(&number[k]); if (v > m) m = v; }
  return m;
}
static void lock(int i) {
  atomic_store(&number[i], 1 + max_number());
  for (int j = 0; j < N; j++) {
    if (j == i) continue;
    while (atomic_load(&number[j]) != 0 &&
           (atomic_load(&number[j]) < atomic_load(&number[i]) ||
            (atomic_load(&number[j]) == atomic_load(&number[i]) && j < i)))
      ;
  }
}
static void unlock(int i) { atomic_store(&number[i], 0); }
static void *proc(void *arg) {
  int id = (int)(long)arg;
  lock(id);
  in_cs++;
  assert(in_cs == 1);
  in_cs--;
  unlock(id);
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, proc, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  return 0;
}
