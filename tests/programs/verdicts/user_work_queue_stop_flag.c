// expect: none
// algos: sdpor,pop,dc
// time-limit: 20
// (20 s: dc explores its condition variables natively, about 8x pop's CPU time: docs/benchmarks.md, "dc: condition variables native")
// A work queue: main enqueues two jobs and a stop request under the lock; two workers
// take jobs until the queue is empty and stop is set, waiting on a condvar otherwise.
#include <pthread.h>
#include <assert.h>
#define CAP 4
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t nonempty = PTHREAD_COND_INITIALIZER;
int queue[CAP], head, tail, stop, done_sum;
void *worker(void *arg) {
  for (;;) {
    pthread_mutex_lock(&m);
    while (head == tail && !stop) pthread_cond_wait(&nonempty, &m);
    if (head == tail) { pthread_mutex_unlock(&m); return 0; }
    int job = queue[head++ % CAP];
    done_sum += job;
    pthread_mutex_unlock(&m);
  }
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
  for (int j = 1; j <= 2; j++) {
    pthread_mutex_lock(&m);
    queue[tail++ % CAP] = j;
    pthread_cond_signal(&nonempty);
    pthread_mutex_unlock(&m);
  }
  pthread_mutex_lock(&m);
  stop = 1;
  pthread_cond_broadcast(&nonempty);
  pthread_mutex_unlock(&m);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(done_sum == 3);
  return 0;
}
