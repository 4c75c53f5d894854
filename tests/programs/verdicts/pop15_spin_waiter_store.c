// expect: deadlock
// classes: 261
// algos: sdpor,pop,dc
// pop15_spin_waiter_two_sections.c with a plain store of 2 for t2: inside one of t1's
// critical sections it is overwritten by the release; before t1's second lock it leaves t1
// spinning for good (only t1 writes 0). pop 265 executions before (docs/algorithms.md, "CAS
// and RMW: tenth session"), DFS 261 classes. Spinners may wait forever: deadlock findings.
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
void *t2(void *arg) { (void)arg; atomic_store(&x, 2); return 0; }
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
