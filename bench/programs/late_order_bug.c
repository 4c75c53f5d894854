// Stop-latency benchmark (bench/stop_latency.py): T threads take one mutex K times each and
// record the order; the assertion fails only when the last two threads came first, which a
// depth-first exploration (lowest thread first) reaches late, so --stop-on-first-bug stops a
// long exploration with every worker busy. Lock-based and data-race free: every algorithm
// (qpor included) runs it. -DWORK=N: each thread then updates its own slot of a shared array
// N times (scheduling points that commute), so that one execution takes long.
#include <assert.h>
#include <pthread.h>

#ifndef T
#define T 4
#endif
#ifndef K
#define K 2
#endif
#ifndef WORK
#define WORK 0
#endif

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int order[T * K];
int n;
int scratch[T];

static void *worker(void *arg) {
  int id = (int)(long)arg;
  for (int k = 0; k < K; k++) {
    pthread_mutex_lock(&m);
    order[n++] = id;
    pthread_mutex_unlock(&m);
  }
  for (int w = 0; w < WORK; w++) scratch[id] += w;
  return 0;
}

int main(void) {
  pthread_t th[T];
  for (long i = 0; i < T; i++) pthread_create(&th[i], 0, worker, (void *)i);
  for (int i = 0; i < T; i++) pthread_join(th[i], 0);
  pthread_mutex_lock(&m);
  int first = order[0], second = order[1];
  pthread_mutex_unlock(&m);
  assert(!(first == T - 1 && second == T - 2));
  return 0;
}
