// expect: none
// complete: no
// algos: sdpor,pop,dc
// A service watchdog: a worker thread does three units of work, posting a heartbeat after
// each (sequence number under a mutex, pthread_cond_signal); a monitor thread waits for
// heartbeats with pthread_cond_timedwait on a CLOCK_MONOTONIC condition variable
// (pthread_condattr_setclock), counting a miss each time the deadline passes without a new
// heartbeat, until the worker says it finished. A miss is only logged: the worker's state
// belongs to main, which frees it after joining both. The twin that frees the worker's
// state on the first miss is audit12_c_heartbeat_monitor_frees_worker_on_timeout_bug.c.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct {
  int units_done;
  char name[16];
} worker_state_t;

static struct {
  pthread_mutex_t lock;
  pthread_cond_t beat;
  unsigned seq;
  int finished;
  worker_state_t *state;
} hb = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0, NULL};

static void deadline_after_ms(struct timespec *ts, long ms) {
  clock_gettime(CLOCK_MONOTONIC, ts);
  ts->tv_nsec += ms * 1000000L;
  while (ts->tv_nsec >= 1000000000L) {
    ts->tv_nsec -= 1000000000L;
    ts->tv_sec++;
  }
}

static void heartbeat(int finished) {
  pthread_mutex_lock(&hb.lock);
  hb.seq++;
  if (finished) hb.finished = 1;
  pthread_cond_signal(&hb.beat);
  pthread_mutex_unlock(&hb.lock);
}

static void *worker(void *arg) {
  worker_state_t *st = arg;
  for (int unit = 0; unit < 2; unit++) {
    st->units_done++;  // the worker's own state
    heartbeat(unit == 1);
  }
  return NULL;
}

static void *monitor(void *arg) {
  int *misses = arg;
  pthread_mutex_lock(&hb.lock);
  unsigned seen = hb.seq;
  while (!hb.finished) {
    struct timespec deadline;
    deadline_after_ms(&deadline, 50);
    int rc = 0;
    while (hb.seq == seen && !hb.finished && rc != ETIMEDOUT)
      rc = pthread_cond_timedwait(&hb.beat, &hb.lock, &deadline);
    if (rc == ETIMEDOUT && hb.seq == seen) {
      (*misses)++;
      fprintf(stderr, "monitor: no heartbeat from %s\n", hb.state->name);
      if (*misses >= 2) break;  // give up watching; main still owns the state
    }
    seen = hb.seq;
  }
  pthread_mutex_unlock(&hb.lock);
  return NULL;
}

int main(void) {
  pthread_condattr_t ca;
  pthread_condattr_init(&ca);
  pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
  pthread_cond_destroy(&hb.beat);
  pthread_cond_init(&hb.beat, &ca);
  pthread_condattr_destroy(&ca);

  worker_state_t *st = calloc(1, sizeof *st);
  if (!st) return 1;
  snprintf(st->name, sizeof st->name, "worker-%d", 1);
  hb.state = st;
  int misses = 0;
  pthread_t w, m;
  pthread_create(&m, NULL, monitor, &misses);
  pthread_create(&w, NULL, worker, st);
  pthread_join(w, NULL);
  pthread_join(m, NULL);
  printf("units %d, misses %d\n", st->units_done, misses);
  assert(st->units_done == 2);
  free(st);
  pthread_cond_destroy(&hb.beat);
  return 0;
}
