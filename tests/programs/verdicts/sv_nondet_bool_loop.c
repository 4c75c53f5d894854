// expect: none
// classes: 45
// A nondet-bounded loop of locked increments (at most 2 per thread): every value of every
// nondet bool the loops reach is explored (each thread draws 1 to 3 of them), so the verdict
// is complete. With inputs fixed to 0, as before nondet values were explored, the loop never
// ran and the verdict could not be complete.
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
