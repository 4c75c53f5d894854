// expect: none
// algos: sdpor,pop,qpor,dc
// A variadic helper (va_list, vsnprintf) that sums its int arguments into a shared total under
// a lock, called from two threads with different argument counts.
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
char last[32];
void add_all(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap);
  pthread_mutex_lock(&m);
  total += s;
  snprintf(last, sizeof last, "%d args", n);
  pthread_mutex_unlock(&m);
}
void *w1(void *arg) { add_all(3, 1, 2, 3); return 0; }
void *w2(void *arg) { add_all(1, 10); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, w1, 0);
  pthread_create(&b, 0, w2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(total == 16);
  return 0;
}
