// expect: deadlock
// algos: dfs,sdpor,pop,dc
// classes: 2
// rf-classes: 2
// A recursive visit locks a PTHREAD_MUTEX_RECURSIVE mutex at every level; the outermost
// level forgets its unlock, so the other thread waits for ever.
#include <pthread.h>
static pthread_mutex_t m;
static int depth_sum;
static void visit(int depth) {
  pthread_mutex_lock(&m);
  depth_sum += depth;
  if (depth < 2) visit(depth + 1);
  if (depth > 0) pthread_mutex_unlock(&m);  // the outermost level forgets its unlock
}
static void *worker(void *arg) { (void)arg; visit(0); return 0; }
int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &attr);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
