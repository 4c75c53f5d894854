// expect: deadlock
// classes: 96
// A CAS spinlock (t2), a thread waiting in a CAS loop for x == 2 to reset it (t3), a plain
// CAS from 0 (t1), and main storing 2 once every thread runs. In runs where t3 is still
// waiting when t2 unlocks, its pending attempt is what a later branch makes succeed
// (docs/algorithms.md, "CAS and RMW: ninth session": the toy analogue took 100 executions
// for 96 classes before; DFS 633 executions, 96 classes). A waiter may spin forever (t2's
// unlock overwrites main's 2 before t3 sees it, and nothing writes 2 again): deadlock findings.
#include <pthread.h>
#include <stdatomic.h>
atomic_int x;
void *t1(void *arg) { (void)arg; int e = 0; atomic_compare_exchange_strong(&x, &e, 1); return 0; }
void *t2(void *arg) {
  (void)arg;
  int e = 0;
  while (!atomic_compare_exchange_strong(&x, &e, 1)) e = 0;
  atomic_store(&x, 0);
  return 0;
}
void *t3(void *arg) {
  (void)arg;
  int e = 2;
  while (!atomic_compare_exchange_strong(&x, &e, 0)) e = 2;
  return 0;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_create(&c, 0, t3, 0);
  atomic_store(&x, 2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
