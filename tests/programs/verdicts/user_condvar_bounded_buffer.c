// expect: none
// algos: sdpor,pop,dc
// (not dfs: its schedules, without partial-order reduction, take longer than the 2 s budget)
// A one-slot buffer with two producers and two consumers, `while` loops around each wait
// and a broadcast after each change (not_full / not_empty share one condition variable).
#include <pthread.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int full, item, consumed_sum;
static void *producer(void *arg) {
  pthread_mutex_lock(&m);
  while (full) pthread_cond_wait(&changed, &m);
  item = (int)(long)arg;
  full = 1;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&m);
  return 0;
}
static void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  while (!full) pthread_cond_wait(&changed, &m);
  assert(item != 0);
  consumed_sum += item;
  item = 0;
  full = 0;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t p1, p2, c1, c2;
  pthread_create(&c1, 0, consumer, 0);
  pthread_create(&p1, 0, producer, (void *)1);
  pthread_create(&c2, 0, consumer, 0);
  pthread_create(&p2, 0, producer, (void *)2);
  pthread_join(p1, 0); pthread_join(p2, 0); pthread_join(c1, 0); pthread_join(c2, 0);
  assert(consumed_sum == 3);
  return 0;
}
