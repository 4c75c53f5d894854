// expect: assertion
// Two threads each take a nondet bool (two slots, named by the thread that draws them) and
// add it to a counter under a lock; main asserts the sum is not 2. Only the assignment that
// gives both threads 1 fails: the outer loop must combine values across threads.
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>
extern _Bool __VERIFIER_nondet_bool(void);
int sum;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int v = __VERIFIER_nondet_bool();
  pthread_mutex_lock(&m);
  sum += v;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(sum != 2);
  return 0;
}
