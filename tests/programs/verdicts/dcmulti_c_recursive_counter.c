// expect: none
// classes: 24
// rf-classes: 24
// A recursive mutex protecting a counter: each worker adds through a helper that locks the
// mutex again (depth 2 and 3); only the outermost lock and unlock are visible to other
// threads, so dc sees a plain mutex (docs/algorithms.md, "Recursive mutexes").
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m;
int counter;
static void add(int n) {
  pthread_mutex_lock(&m);
  counter++;
  if (n > 1) add(n - 1);
  pthread_mutex_unlock(&m);
}
void *worker(void *arg) {
  add((int)(long)arg);
  return 0;
}
int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &attr);
  pthread_t a, b, c;
  pthread_create(&a, 0, worker, (void *)1L);
  pthread_create(&b, 0, worker, (void *)2L);
  pthread_create(&c, 0, worker, (void *)3L);
  pthread_mutex_lock(&m);
  int seen = counter;
  pthread_mutex_unlock(&m);
  assert(seen >= 0 && seen <= 6);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(counter == 6);
  return 0;
}
