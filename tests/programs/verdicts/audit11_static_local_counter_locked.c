// expect: none
// classes: 2
// rf-classes: 2
// The static-local twin with the increment under a function-local static mutex.
#include <pthread.h>
#include <assert.h>
static int total(int add) {
  static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
  static int calls;
  pthread_mutex_lock(&m);
  calls += add;
  int now = calls;
  pthread_mutex_unlock(&m);
  return now;
}
void *worker(void *arg) { total(1); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(total(0) == 2);
  return 0;
}
