// expect: none
// algos: sdpor,pop,dc
// classes: 10608
// time-limit: 60
// A queue under one mutex, two consumers taking items in a loop, main pushing two items
// (a signal after each) and closing the queue (a broadcast). A consumer's wake-up and the
// other consumer's registration both race with main's second signal and commute: before
// branch pop16 pop explored 10 860 runs for these 10 608 classes (sdpor's, the same class
// set; DFS does not finish in minutes). docs/algorithms.md, "Compatible schedule heads of
// one write: classic sleep-set entries".
#define NC 2
#define NP 2
// (time-limit 60: dc explores these natively since branch dcnat, with thousands of redundant runs: 5 s on 2 workers at load 5, more with --split-always under CI load.)
#include <pthread.h>
#include <assert.h>
#include <stdatomic.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int q[8], head, tail, closed;
static atomic_int sum;
static void push(int v) { pthread_mutex_lock(&m); q[tail++] = v; pthread_mutex_unlock(&m); pthread_cond_signal(&cv); }
static void qclose(void) { pthread_mutex_lock(&m); closed = 1; pthread_mutex_unlock(&m); pthread_cond_broadcast(&cv); }
static int qpop(int *out) {
  pthread_mutex_lock(&m);
  while (head == tail && !closed) pthread_cond_wait(&cv, &m);
  if (head == tail) { pthread_mutex_unlock(&m); return 0; }
  *out = q[head++]; pthread_mutex_unlock(&m); return 1;
}
static void *consumer(void *a) { int v; while (qpop(&v)) atomic_fetch_add(&sum, v); return 0; }
int main(void) {
  pthread_t t[NC];
  for (int i = 0; i < NC; i++) pthread_create(&t[i], 0, consumer, 0);
  for (int i = 1; i <= NP; i++) push(i);
  qclose();
  for (int i = 0; i < NC; i++) pthread_join(t[i], 0);
  assert(sum == NP*(NP+1)/2);
}
