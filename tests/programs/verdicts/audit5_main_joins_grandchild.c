// expect: none
// classes: 1
// Any thread may join any joinable thread: a child starts a grandchild and hands its id to
// main through a mutex-guarded slot; main joins the child, then the grandchild.
#include <pthread.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_t grandchild;
static int grandchild_started, result;
static void *grand(void *arg) { result = 5; return (void *)(long)result; }
static void *child(void *arg) {
  pthread_t g;
  pthread_create(&g, 0, grand, 0);
  pthread_mutex_lock(&m);
  grandchild = g;
  grandchild_started = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t c;
  void *r;
  pthread_create(&c, 0, child, 0);
  pthread_join(c, 0);
  pthread_mutex_lock(&m);
  assert(grandchild_started);
  pthread_t g = grandchild;
  pthread_mutex_unlock(&m);
  pthread_join(g, &r);
  assert((long)r == 5 && result == 5);
  return 0;
}
