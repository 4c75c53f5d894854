// expect: none
// classes: 8
// Three threads CAS two variables: t3's CAS of y follows t2's failed CAS of y only through
// t3's own CAS of x, which reads t2's write of x. Moving t3's CAS of x before that write makes
// t3's CAS of y race with t2's; POP orders the read schedules this leads to (docs/algorithms.md,
// "CAS and RMW: ninth session"; 9 executions for 8 classes before; DFS 355 executions).
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
static void cas(atomic_int *v, int expected, int desired) { atomic_compare_exchange_strong(v, &expected, desired); }
void *t1(void *arg) { (void)arg; cas(&y, 0, 1); return 0; }
void *t2(void *arg) { (void)arg; cas(&y, 2, 2); cas(&x, 0, 2); return 0; }
void *t3(void *arg) { (void)arg; cas(&x, 2, 2); cas(&y, 1, 2); return 0; }
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
