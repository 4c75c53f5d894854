// expect: none
// classes: 8
// The same shape through a plain flag: t2 tries to claim `owner` and then raises `ready`;
// t3 looks at `ready` before its own claim attempt, and t1 claims `owner` unconditionally
// from 0. t3's claim follows t2's failed one only through t3's read of `ready`
// (docs/algorithms.md, "CAS and RMW: ninth session"; DFS 831 executions, 8 classes;
// POP 9 executions before).
#include <pthread.h>
#include <stdatomic.h>
atomic_int owner, ready;
int seen;
void *t1(void *arg) { (void)arg; int e = 0; atomic_compare_exchange_strong(&owner, &e, 1); return 0; }
void *t2(void *arg) {
  (void)arg;
  int e = 2;
  atomic_compare_exchange_strong(&owner, &e, 2);
  atomic_store(&ready, 1);
  return 0;
}
void *t3(void *arg) {
  (void)arg;
  seen = atomic_load(&ready);
  int e = 1;
  atomic_compare_exchange_strong(&owner, &e, 3);
  return 0;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_create(&c, 0, t3, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
