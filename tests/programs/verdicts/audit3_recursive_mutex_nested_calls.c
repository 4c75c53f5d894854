// expect: none
// A recursive mutex taken again by a helper the locked function calls (a common library shape).
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m;
int depth_total;
void add(int k) {
  pthread_mutex_lock(&m);
  depth_total += k;
  if (k > 1) add(k - 1);
  pthread_mutex_unlock(&m);
}
void *worker(void *arg) { add(3); return 0; }
int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &attr);
  pthread_mutexattr_destroy(&attr);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(depth_total == 12);
  return 0;
}
