// expect: deadlock
// classes: 3
// rf-classes: 3
// A recursive walk that takes the (normal, non-recursive) tree mutex at every level: the
// second level locks the mutex its caller holds and the thread blocks on itself. The depth
// is a nondet in 0..2: depth 0 is fine, 1 and 2 self-deadlock.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
pthread_mutex_t tree = PTHREAD_MUTEX_INITIALIZER;
int visited = 0;
static void walk(int depth) {
  pthread_mutex_lock(&tree);
  visited++;
  if (depth > 0) walk(depth - 1);
  pthread_mutex_unlock(&tree);
}
void *worker(void *arg) {
  int d = __VERIFIER_nondet_int();
  __VERIFIER_assume(d >= 0 && d <= 2);
  walk(d);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
