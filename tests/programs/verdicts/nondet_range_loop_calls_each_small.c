// expect: none
// classes: 20
// rf-classes: 20
// Nondet calls in a loop, each assumed in 0..1: every call's learnt range is {0, 1}, so the
// three calls make 2^3 assignments rather than 8^3 over int's bounded set, and the verdict
// is complete. The sum decides how many increments a worker makes under a lock.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter, rounds;
void *worker(void *arg) {
  for (int i = 0; i < rounds; i++) {
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(void) {
  int sum = 0;
  for (int i = 0; i < 3; i++) {
    int bit = __VERIFIER_nondet_int();
    __VERIFIER_assume(bit >= 0 && bit < 2);
    sum += bit;
  }
  rounds = sum;
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  assert(counter == sum + 1);
  return 0;
}
