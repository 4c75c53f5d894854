// expect: none
// algos: sdpor,pop,dc
// A two-stage job with C11 <threads.h>: call_once builds a lookup table, a producer pushes
// job numbers through a bounded queue (mtx_t + two cnd_t) to a worker, the worker squares
// each job through the table into a results array, using a tss_t scratch buffer freed by
// the key's destructor, and publishes completion with an atomic store (release); a monitor
// thread spins on the flag with acquire loads (thrd_yield between polls) and reads the
// results while main is still joining. The twin that publishes with a relaxed store is
// audit12_c11_threads_stage_results_relaxed_publish_bug.c.
#include <assert.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <threads.h>

enum { QUEUE_CAP = 2, JOBS = 2, TABLE = 8 };

static once_flag table_once = ONCE_FLAG_INIT;
static int squares[TABLE];
static void build_table(void) {
  for (int i = 0; i < TABLE; i++) squares[i] = i * i;
}

static tss_t scratch_key;
static atomic_int scratch_freed;
static void free_scratch(void *p) {
  free(p);
  atomic_fetch_add_explicit(&scratch_freed, 1, memory_order_relaxed);
}
static char *scratch(void) {
  char *buf = tss_get(scratch_key);
  if (!buf) {
    buf = malloc(32);
    if (!buf) abort();
    tss_set(scratch_key, buf);
  }
  return buf;
}

typedef struct {
  mtx_t lock;
  cnd_t not_full, not_empty;
  int items[QUEUE_CAP];
  int head, count;
} queue_t;

static void queue_init(queue_t *q) {
  mtx_init(&q->lock, mtx_plain);
  cnd_init(&q->not_full);
  cnd_init(&q->not_empty);
  q->head = q->count = 0;
}
static void queue_push(queue_t *q, int v) {
  mtx_lock(&q->lock);
  while (q->count == QUEUE_CAP) cnd_wait(&q->not_full, &q->lock);
  q->items[(q->head + q->count) % QUEUE_CAP] = v;
  q->count++;
  cnd_signal(&q->not_empty);
  mtx_unlock(&q->lock);
}
static int queue_pop(queue_t *q) {
  mtx_lock(&q->lock);
  while (q->count == 0) cnd_wait(&q->not_empty, &q->lock);
  int v = q->items[q->head];
  q->head = (q->head + 1) % QUEUE_CAP;
  q->count--;
  cnd_signal(&q->not_full);
  mtx_unlock(&q->lock);
  return v;
}

static queue_t jobs;
static int results[JOBS];
static atomic_int results_ready;

static int producer(void *arg) {
  (void)arg;
  for (int j = 1; j <= JOBS; j++) queue_push(&jobs, j + 1);
  return 0;
}

static int worker(void *arg) {
  (void)arg;
  call_once(&table_once, build_table);
  for (int j = 0; j < JOBS; j++) {
    int job = queue_pop(&jobs);
    char *buf = scratch();
    snprintf(buf, 32, "job %d", job);
    results[j] = squares[job];
  }
  atomic_store_explicit(&results_ready, 1, memory_order_release);
  return JOBS;
}

static int monitor(void *arg) {
  int *sum = arg;
  while (!atomic_load_explicit(&results_ready, memory_order_acquire)) thrd_yield();
  for (int j = 0; j < JOBS; j++) *sum += results[j];
  return 0;
}

int main(void) {
  if (tss_create(&scratch_key, free_scratch) != thrd_success) return 1;
  queue_init(&jobs);
  int sum = 0, worker_result = 0;
  thrd_t p, w, m;
  thrd_create(&p, producer, NULL);
  thrd_create(&w, worker, NULL);
  thrd_create(&m, monitor, &sum);
  thrd_join(p, NULL);
  thrd_join(w, &worker_result);
  thrd_join(m, NULL);
  printf("sum %d, worker %d, scratch freed %d\n", sum, worker_result, atomic_load(&scratch_freed));
  assert(worker_result == JOBS);
  assert(sum == 4 + 9);
  assert(atomic_load(&scratch_freed) == 1);
  tss_delete(scratch_key);
  return 0;
}
