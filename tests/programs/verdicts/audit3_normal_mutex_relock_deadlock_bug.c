// expect: deadlock
// The same nested-helper shape with a default (non-recursive) mutex: the helper's second lock
// blocks forever.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void add(int k) {
  pthread_mutex_lock(&m);
  total += k;
  if (k > 1) add(k - 1);
  pthread_mutex_unlock(&m);
}
void *worker(void *arg) { add(2); return 0; }
int main(void) {
  pthread_t a;
  pthread_create(&a, 0, worker, 0);
  pthread_join(a, 0);
  return 0;
}
