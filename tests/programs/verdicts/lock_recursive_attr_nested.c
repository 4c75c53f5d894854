// expect: none
// A recursive mutex (set through pthread_mutexattr_settype) locked again by a recursive
// helper: depth 3 per thread, released as often as taken.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m;
int depth_total;
static void visit(int depth) {
  pthread_mutex_lock(&m);
  depth_total++;
  if (depth > 1) visit(depth - 1);
  pthread_mutex_unlock(&m);
}
void *worker(void *arg) { visit(3); return 0; }
int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &attr);
  pthread_mutexattr_destroy(&attr);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(depth_total == 6);
  pthread_mutex_destroy(&m);
  return 0;
}
