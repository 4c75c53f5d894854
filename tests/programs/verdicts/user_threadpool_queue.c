// expect: none
// algos: sdpor,pop,dc
// time-limit: 20
// (20 s: dc explores its condition variables natively, about 8x pop's CPU time: docs/benchmarks.md, "dc: condition variables native")
// (not dfs: its schedules, without partial-order reduction, take longer than the 2 s budget)
// A two-worker thread pool: main submits two tasks to a mutex/condvar queue, then sets
// `shutdown` and broadcasts; workers drain the queue before they leave.
#include <pthread.h>
#include <assert.h>
#define TASKS 2
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ready = PTHREAD_COND_INITIALIZER;
static int queue[TASKS], queued, taken, shutdown_flag, total;
static void *worker(void *arg) {
  for (;;) {
    pthread_mutex_lock(&m);
    while (taken == queued && !shutdown_flag) pthread_cond_wait(&ready, &m);
    if (taken == queued) { pthread_mutex_unlock(&m); return 0; }
    total += queue[taken++];  // the task: add its value
    pthread_mutex_unlock(&m);
  }
}
int main(void) {
  pthread_t w[2];
  for (int i = 0; i < 2; i++) pthread_create(&w[i], 0, worker, 0);
  for (int i = 0; i < TASKS; i++) {
    pthread_mutex_lock(&m);
    queue[queued++] = i + 1;
    pthread_cond_signal(&ready);
    pthread_mutex_unlock(&m);
  }
  pthread_mutex_lock(&m);
  shutdown_flag = 1;
  pthread_cond_broadcast(&ready);
  pthread_mutex_unlock(&m);
  for (int i = 0; i < 2; i++) pthread_join(w[i], 0);
  assert(total == 3);
  return 0;
}
