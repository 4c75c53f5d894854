// expect: assertion
// SV-COMP triangular pattern: the strict interleaving reaches j == 2 * NUM + 1.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, __LINE__, "reach_error"); }
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int i = 1, j = 1;
#define NUM 2
void *t1(void *arg) {
  for (int k = 0; k < NUM; k++) { pthread_mutex_lock(&m); i = j + 1; pthread_mutex_unlock(&m); }
  return 0;
}
void *t2(void *arg) {
  for (int k = 0; k < NUM; k++) { pthread_mutex_lock(&m); j = i + 1; pthread_mutex_unlock(&m); }
  return 0;
}
int main() {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  if (i >= 2 * NUM + 1 || j >= 2 * NUM + 1) reach_error();
  return 0;
}
