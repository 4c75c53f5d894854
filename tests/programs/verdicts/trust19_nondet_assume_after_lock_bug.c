// expect: assertion
// The harness takes the lock first and assumes the drawn size inside the critical section:
// the value crosses the lock before its assumption. The range walk passes operations that do
// not use the value (trust19), so it learns 10..12 and explores each: the bug needs 12.
// Before, the walk stopped at the lock and int's bounded set {-2..3, MIN, MAX} missed it.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  int size = __VERIFIER_nondet_int();
  pthread_mutex_lock(&m);
  __VERIFIER_assume(size >= 10 && size <= 12);
  total += size;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  int seen = total;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  assert(seen == 0 || total < 12);
  return 0;
}
