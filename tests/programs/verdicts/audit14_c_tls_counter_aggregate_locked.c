// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// Per-thread counters in __thread and _Thread_local variables, summed into a global at
// each thread's end under the lock.
#include <pthread.h>
#include <assert.h>
static __thread int local_hits;
static _Thread_local int local_misses;
static int total;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *worker(void *arg) {
  long n = (long)arg;
  for (long i = 0; i < n; i++) { if (i % 2) local_hits++; else local_misses++; }
  pthread_mutex_lock(&m);
  total += local_hits + local_misses;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)2);
  pthread_create(&b, 0, worker, (void *)3);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_mutex_lock(&m);
  assert(total == 5);
  pthread_mutex_unlock(&m);
  return 0;
}
