// expect: none
// algos: sdpor,pop
// time-limit: 10
// (5 threads: pop and sdpor 5456 executions. Not dfs: unreduced, it does not finish; not dc: 3068
// executions in 20 s at load 19, slow on condition-variable queues; qpor refuses condition
// variables.)
// A bounded blocking queue (capacity 1) shared by two producers and two consumers, with
// not_full / not_empty condition variables and a shutdown flag: main joins the producers,
// sets the flag and broadcasts; consumers drain what is left and leave. Every item is
// consumed exactly once (each consumer keeps its own tally).
#include <assert.h>
#include <pthread.h>
#define CAP 1
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t not_full = PTHREAD_COND_INITIALIZER, not_empty = PTHREAD_COND_INITIALIZER;
static int buf[CAP], head, count, shutting_down;
static int consumed_sum[2], consumed_n[2];

static void put(int v) {
  pthread_mutex_lock(&m);
  while (count == CAP)
    pthread_cond_wait(&not_full, &m);
  buf[(head + count) % CAP] = v;
  count++;
  pthread_cond_signal(&not_empty);
  pthread_mutex_unlock(&m);
}

/* Returns 0 once the queue is shut down and empty. */
static int take(int *out) {
  pthread_mutex_lock(&m);
  while (count == 0 && !shutting_down)
    pthread_cond_wait(&not_empty, &m);
  if (count == 0) {
    pthread_mutex_unlock(&m);
    return 0;
  }
  *out = buf[head];
  head = (head + 1) % CAP;
  count--;
  pthread_cond_signal(&not_full);
  pthread_mutex_unlock(&m);
  return 1;
}

static void *producer(void *arg) { put((int)(long)arg); return 0; }

static void *consumer(void *arg) {
  int me = (int)(long)arg, v;
  while (take(&v)) {
    consumed_sum[me] += v;
    consumed_n[me]++;
  }
  return 0;
}

int main(void) {
  pthread_t p[2], c[2];
  for (int i = 0; i < 2; i++) pthread_create(&c[i], 0, consumer, (void *)(long)i);
  for (int i = 0; i < 2; i++) pthread_create(&p[i], 0, producer, (void *)(long)(i + 1));
  for (int i = 0; i < 2; i++) pthread_join(p[i], 0);
  pthread_mutex_lock(&m);
  shutting_down = 1;
  pthread_cond_broadcast(&not_empty);
  pthread_mutex_unlock(&m);
  for (int i = 0; i < 2; i++) pthread_join(c[i], 0);
  assert(consumed_n[0] + consumed_n[1] == 2 && consumed_sum[0] + consumed_sum[1] == 3);
  return 0;
}
