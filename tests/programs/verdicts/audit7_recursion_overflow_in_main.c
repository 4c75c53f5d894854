// expect: crash
// algos: sdpor,pop,dc,qpor
// time-limit: 10
// Unbounded recursion in main itself while a worker runs: a stack overflow of the main
// thread, reported as a crash of the execution (with the worker's events interleaved).
#include <pthread.h>
volatile int sink;
int worker_done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int depth(int n) {
  char pad[2048];
  pad[n % 2048] = (char)n;
  sink = pad[n % 2048];
  return depth(n + 1) + 1;
}
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  worker_done = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  return depth(0);
}
