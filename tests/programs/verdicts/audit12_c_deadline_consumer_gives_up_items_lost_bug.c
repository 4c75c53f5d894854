// expect: assertion
// algos: dfs,sdpor,pop,dc
// flags: --early-timeouts=2
// complete: no
// A batch consumer with a deadline: it takes items from a queue under a mutex, waiting
// with pthread_cond_timedwait on an absolute CLOCK_REALTIME deadline computed from
// clock_gettime; after two timeouts in a row it stops (the producer may be slow). main
// produces two items from its own thread, joins the consumer, and assumes it took them
// all: when the consumer's waits time out before main produced (a slow producer), it
// stops early and the items stay in the queue, so the count check fails. The twin that
// drains the leftovers is audit12_c_deadline_consumer_main_drains_leftovers.c.
// Finding it needs two early timeouts of the consumer in one execution: with the default
// --early-timeouts=1 the verdict is "complete up to 1 early timeout per thread" without the
// bug (before issue 12: "complete, no bug"); with 2 it is found, and the verdict stays
// "complete up to 2 early timeouts per thread" (the consumer's timeouts counter restarts
// after each item, so some run waits past its two).
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

int main(void) {
  pthread_t c;
  pthread_create(&c, NULL, consumer, NULL);
  produce(10);
  produce(32);
  pthread_join(c, NULL);  // BUG: what the consumer left behind is never processed
  printf("processed %d items, sum %d\n", processed_count, processed_sum);
  assert(processed_count == 2 && processed_sum == 42);
  return 0;
}
