// expect: assertion
// algos: sdpor,pop,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit; qpor refuses the
// program's atomics or condition variables.)
// BUG: a bounded blocking queue (capacity 1) for two producers and two consumers, each
// consumer taking one item, waits for an item with `if` instead of `while`: a consumer
// signalled by a producer can find the item already taken by the other consumer, which came
// in without waiting (a stolen wake-up), and takes from an empty queue.
#include <assert.h>
#include <pthread.h>
#define CAP 1
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t not_full = PTHREAD_COND_INITIALIZER, not_empty = PTHREAD_COND_INITIALIZER;
static int buf[CAP], head, count;

static void put(int v) {
  pthread_mutex_lock(&m);
  while (count == CAP)
    pthread_cond_wait(&not_full, &m);
  buf[(head + count) % CAP] = v;
  count++;
  pthread_cond_signal(&not_empty);
  pthread_mutex_unlock(&m);
}

static int take(void) {
  pthread_mutex_lock(&m);
  if (count == 0)
    pthread_cond_wait(&not_empty, &m);
  assert(count > 0);
  int v = buf[head];
  head = (head + 1) % CAP;
  count--;
  pthread_cond_signal(&not_full);
  pthread_mutex_unlock(&m);
  return v;
}

static void *producer(void *arg) { put((int)(long)arg); return 0; }
static void *consumer(void *arg) { (void)arg; take(); return 0; }

int main(void) {
  pthread_t p[2], c[2];
  for (int i = 0; i < 2; i++) pthread_create(&c[i], 0, consumer, 0);
  for (int i = 0; i < 2; i++) pthread_create(&p[i], 0, producer, (void *)(long)(i + 1));
  for (int i = 0; i < 2; i++) pthread_join(p[i], 0);
  for (int i = 0; i < 2; i++) pthread_join(c[i], 0);
  return 0;
}
