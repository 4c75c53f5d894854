// expect: none
// complete: no
// algos: dfs,sdpor,pop,dc
// classes: 14
// rf-classes: 14
// A batch consumer with a deadline: it takes items from a queue under a mutex, waiting
// with pthread_cond_timedwait on an absolute CLOCK_REALTIME deadline computed from
// clock_gettime; after two timeouts in a row it stops (the producer may be slow). main
// produces two items from its own thread, joins the consumer, and drains what the consumer
// left behind itself, so every item is processed exactly once whatever the timing. The
// twin where main assumes the consumer took everything is
// audit12_c_deadline_consumer_gives_up_items_lost_bug.c.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <time.h>

enum { CAP = 4 };
static struct {
  pthread_mutex_t lock;
  pthread_cond_t nonempty;
  int items[CAP];
  int count;
} q = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, {0}, 0};

static int processed_sum, processed_count;  // under q.lock

static void process(int item) {
  processed_sum += item;
  processed_count++;
}

static struct timespec deadline_in(long ms) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  ts.tv_sec += ms / 1000;
  ts.tv_nsec += (ms % 1000) * 1000000L;
  if (ts.tv_nsec >= 1000000000L) {
    ts.tv_sec++;
    ts.tv_nsec -= 1000000000L;
  }
  return ts;
}

static void *consumer(void *arg) {
  (void)arg;
  int timeouts = 0;
  pthread_mutex_lock(&q.lock);
  while (timeouts < 2) {
    struct timespec dl = deadline_in(100);
    int rc = 0;
    while (q.count == 0 && rc != ETIMEDOUT) rc = pthread_cond_timedwait(&q.nonempty, &q.lock, &dl);
    if (q.count == 0) {
      timeouts++;
      continue;
    }
    timeouts = 0;
    process(q.items[--q.count]);
  }
  pthread_mutex_unlock(&q.lock);
  fprintf(stderr, "consumer: giving up after two timeouts\n");
  return NULL;
}

static void produce(int item) {
  pthread_mutex_lock(&q.lock);
  q.items[q.count++] = item;
  pthread_cond_signal(&q.nonempty);
  pthread_mutex_unlock(&q.lock);
}

static void drain_leftovers(void) {
  pthread_mutex_lock(&q.lock);
  while (q.count > 0) process(q.items[--q.count]);
  pthread_mutex_unlock(&q.lock);
}

int main(void) {
  pthread_t c;
  pthread_create(&c, NULL, consumer, NULL);
  produce(10);
  produce(32);
  pthread_join(c, NULL);
  drain_leftovers();
  printf("processed %d items, sum %d\n", processed_count, processed_sum);
  assert(processed_count == 2 && processed_sum == 42);
  return 0;
}
