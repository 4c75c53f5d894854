// expect: none
// algos: sdpor,pop,dc
// classes: 6822
// time-limit: 60
// The queue of pop16_cond_queue_two_consumers_two_items.c, each consumer taking at most two
// items (no loop). Before branch pop16 pop explored 6 894 runs for these 6 822 classes
// (sdpor's, the same class set).
#define NC 2
#define NP 2
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
static void *consumer(void *a) {
  int v;
  if (qpop(&v)) atomic_fetch_add(&sum, v);
  if (qpop(&v)) atomic_fetch_add(&sum, v);
  return a;
}
int main(void) {
  pthread_t t[NC];
  for (int i = 0; i < NC; i++) pthread_create(&t[i], 0, consumer, 0);
  for (int i = 1; i <= NP; i++) push(i);
  qclose();
  for (int i = 0; i < NC; i++) pthread_join(t[i], 0);
  assert(sum == NP*(NP+1)/2);
}
