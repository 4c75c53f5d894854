// expect: none
// A recursive mutex locked twice by the same thread.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m;
int counter;
void add(int n) { pthread_mutex_lock(&m); if (n > 0) { counter++; add(n - 1); } pthread_mutex_unlock(&m); }
void *worker(void *arg) { add(2); return 0; }
int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &attr);
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(counter == 4);
  return 0;
}
