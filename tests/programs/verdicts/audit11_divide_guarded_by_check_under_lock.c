// expect: none
// classes: 2
// rf-classes: 2
// The division twin that checks the divisor inside the same critical section as the
// division: never divides by zero.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int divisor = 4;
int quotient = -1;
void *zeroer(void *arg) { pthread_mutex_lock(&m); divisor = 0; pthread_mutex_unlock(&m); return arg; }
void *divider(void *arg) {
  pthread_mutex_lock(&m);
  if (divisor != 0) quotient = 100 / divisor;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, zeroer, 0);
  pthread_create(&b, 0, divider, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(quotient == -1 || quotient == 25);
  return 0;
}
