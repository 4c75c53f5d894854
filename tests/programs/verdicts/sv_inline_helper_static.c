// expect: none
// Harness helpers declared `static inline` (the usual SV-COMP way) called under a lock.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int balance = 0;
static inline int add(int v, int d) { return v + d; }
static inline void lock(void) { pthread_mutex_lock(&m); }
static inline void unlock(void) { pthread_mutex_unlock(&m); }
void *worker(void *arg) { lock(); balance = add(balance, 10); unlock(); return 0; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(balance == 20);
  return 0;
}
