// expect: none
// __VERIFIER_atomic_begin/end around a read-modify-write of two variables kept equal.
#include <pthread.h>
#include <assert.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
int a = 0, b = 0;
void *worker(void *arg) {
  __VERIFIER_atomic_begin();
  a = a + 1;
  b = b + 1;
  __VERIFIER_atomic_end();
  return 0;
}
void *checker(void *arg) {
  __VERIFIER_atomic_begin();
  assert(a == b);
  __VERIFIER_atomic_end();
  return 0;
}
int main(void) {
  pthread_t t1, t2, t3;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0); pthread_create(&t3, 0, checker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); pthread_join(t3, 0);
  return 0;
}
