// expect: deadlock
// classes: 291
// algos: sdpor,pop,dc
// pop15_spin_waiter_two_sections.c with a fetch-and-add of 1 for t2 (an RMW that always
// writes: inside a critical section it turns the held 1 into 2, outside it turns 0 into 1,
// which t3 may take and t1's next lock then waits on). pop 295 executions before
// (docs/algorithms.md, "CAS and RMW: tenth session"), DFS 291 classes. Spinners may wait
// forever: deadlock findings.
#include <pthread.h>
#include <stdatomic.h>
atomic_int x;
static void lock(void) {
  int e = 0;
  while (!atomic_compare_exchange_strong(&x, &e, 1)) e = 0;
}
void *t1(void *arg) {
  (void)arg;
  lock();
  atomic_store(&x, 0);
  lock();
  atomic_store(&x, 0);
  return 0;
}
void *t2(void *arg) { (void)arg; atomic_fetch_add(&x, 1); return 0; }
void *t3(void *arg) {
  (void)arg;
  int e = 1;
  while (!atomic_compare_exchange_strong(&x, &e, 3)) e = 1;
  return 0;
}
void *t4(void *arg) { (void)arg; return (void *)(long)atomic_load(&x); }
int main(void) {
  pthread_t a, b, c, d;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_create(&c, 0, t3, 0);
  pthread_create(&d, 0, t4, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  pthread_join(d, 0);
  return 0;
}
