// expect: none
// complete: no
// A nondet-bounded loop of locked increments: with inputs fixed to 0 the loop never runs, so the
// verdict cannot be complete.
#include <pthread.h>
#include <stdbool.h>
#include <assert.h>
extern bool __VERIFIER_nondet_bool(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;
void *worker(void *arg) {
  int mine = 0;
  while (__VERIFIER_nondet_bool() && mine < 2) { pthread_mutex_lock(&m); counter++; pthread_mutex_unlock(&m); mine++; }
  return (void *)(long)mine;
}
int main(void) {
  pthread_t t1, t2;
  void *a, *b;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, &a); pthread_join(t2, &b);
  assert(counter == (int)(long)a + (int)(long)b);
  return 0;
}
