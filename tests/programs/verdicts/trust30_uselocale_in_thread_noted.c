// expect: none
// complete: no
// A worker installs its own locale with uselocale (C.UTF-8: MB_CUR_MAX > 1) around a step
// ordered with another worker by a mutex, then goes back to the global locale. Natively a
// thread's locale is its own (gcc -O2, 200 runs: never seen by the other worker). braid runs
// every program thread of an instance on one system thread, so the other worker would see
// it: not modelled, the call is noted (divergence note) and the verdict is incomplete
// (docs/runtime.md, "trust30"). Before trust30 uselocale was not noted: a twin in which the
// other worker asserts MB_CUR_MAX == 1 got a false assertion, "complete".
#include <assert.h>
#include <locale.h>
#include <pthread.h>
#include <stdlib.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int steps;
static void *utf8_worker(void *arg) {
  locale_t utf8 = newlocale(LC_ALL_MASK, "C.UTF-8", (locale_t)0);
  if (!utf8) return arg;
  uselocale(utf8);
  pthread_mutex_lock(&m);
  steps++;
  pthread_mutex_unlock(&m);
  assert(MB_CUR_MAX > 1);
  uselocale(LC_GLOBAL_LOCALE);
  freelocale(utf8);
  return arg;
}
static void *plain_worker(void *arg) {
  pthread_mutex_lock(&m);
  steps++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, utf8_worker, NULL);
  pthread_create(&b, NULL, plain_worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(steps == 2);
  return 0;
}
