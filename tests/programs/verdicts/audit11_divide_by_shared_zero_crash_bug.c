// expect: crash
// A locked division by a shared divisor that another thread can set to 0 first: integer
// division by zero (SIGFPE) in one order of the two critical sections.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
volatile int divisor = 4;
int quotient = 0;
void *zeroer(void *arg) { pthread_mutex_lock(&m); divisor = 0; pthread_mutex_unlock(&m); return arg; }
void *divider(void *arg) {
  pthread_mutex_lock(&m);
  quotient = 100 / divisor;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, zeroer, 0);
  pthread_create(&b, 0, divider, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
