// expect: deadlock
// classes: 306
// algos: sdpor,pop,dc
// A CAS spinlock taken twice by t1, a plain CAS 1 -> 2 by t2 (it succeeds only inside one
// of t1's critical sections), t3 waiting in a CAS loop for x == 1 to set 3, and a reader.
// In runs where t3 is still waiting when t1 releases the second time, its pending attempt
// moved before that release succeeds; that branch's subtree moves it back before the first
// release, where it fails, next to the reader's schedules made in a sibling subtree
// (docs/algorithms.md, "CAS and RMW: tenth session": pop 310 executions before, DFS 306
// classes; the toy analogue is random_rmw_program seed 946 with spin loops, minimised).
// t3 may wait forever (x is 1 only while t1 holds the lock): deadlock findings.
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
void *t2(void *arg) { (void)arg; int e = 1; atomic_compare_exchange_strong(&x, &e, 2); return 0; }
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
