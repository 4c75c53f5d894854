// expect: none
// A variadic helper creates one thread per argument (va_list of ints, 0-terminated) and
// joins them; the workers add their argument under a mutex.
#include <assert.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int sum;
static void *add(void *arg) {
  pthread_mutex_lock(&m);
  sum += (int)(intptr_t)arg;
  pthread_mutex_unlock(&m);
  return 0;
}
static int run_all(int first, ...) {
  pthread_t t[4];
  int n = 0;
  va_list ap;
  va_start(ap, first);
  for (int v = first; v != 0 && n < 4; v = va_arg(ap, int)) pthread_create(&t[n++], 0, add, (void *)(intptr_t)v);
  va_end(ap);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  return n;
}
int main(void) {
  int n = run_all(3, 4, 0);
  assert(n == 2 && sum == 7);
  return 0;
}
