// expect: none
// classes: 2
// Per-thread counters in __thread and _Thread_local variables, merged into a global total
// under a mutex at the end of each thread.
#include <assert.h>
#include <pthread.h>
__thread int local_hits;
_Thread_local long local_bytes = 10;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total_hits;
long total_bytes;
void *worker(void *arg) {
  for (int i = 0; i < 3; i++) {
    local_hits++;
    local_bytes += 2;
  }
  pthread_mutex_lock(&m);
  total_hits += local_hits;
  total_bytes += local_bytes;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(total_hits == 6 && total_bytes == 32);
  assert(local_hits == 0 && local_bytes == 10);
  return 0;
}
