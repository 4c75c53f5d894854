// expect: none
// algos: dfs,pop,qpor
// classes: 2
// Two threads each create a child while holding a common mutex: the mutex's order decides
// which create runs first, and thread ids are named by the creator's path, so in one order
// the later-named child is created first and the other child's id is a finished placeholder
// until its create comes. Each child's first operation is a memory access. qpor's
// scheduling-point pass must see the child that revives the placeholder (it ran nothing
// yet): a pass that read only the thread that ran took its pending access for a decision
// and refused it (docs/benchmarks.md, qspeed13).
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int a, b, order;
static void *leaf_a(void *p) { a = 1; return 0; }
static void *leaf_b(void *p) { b = 2; return 0; }
static void *mid(void *p) {
  pthread_t t;
  pthread_mutex_lock(&m);
  order = order * 10 + (p ? 2 : 1);
  pthread_create(&t, 0, p ? leaf_b : leaf_a, 0);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, mid, 0);
  pthread_create(&y, 0, mid, (void *)1);
  pthread_join(x, 0);
  pthread_join(y, 0);
  assert(a == 1 && b == 2 && (order == 12 || order == 21));
  return 0;
}
