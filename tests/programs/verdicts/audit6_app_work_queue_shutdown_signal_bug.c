// expect: deadlock
// algos: sdpor,pop,dc
// time-limit: 60
// (60 s: dc explores its condition variables natively, about 8x pop's CPU time: docs/benchmarks.md, "dc: condition variables native")
// The work queue with its shutdown announced by pthread_cond_signal instead of a broadcast:
// when both workers sleep on the empty queue, only one wakes; the other sleeps for ever and
// main's join never returns.
// A small work queue as people write it: a linked list of tasks guarded by a mutex, workers
// that sleep on a condition variable while the queue is empty, a shutdown flag announced
// with a broadcast, results accumulated under a second mutex, and every task freed by the
// worker that ran it. Two workers, two tasks.
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

#define WORKERS 2
#define TASKS 2

struct task {
  int input;
  struct task *next;
};

struct work_queue {
  pthread_mutex_t lock;
  pthread_cond_t not_empty;
  struct task *head, *tail;
  bool shutting_down;
};

struct results {
  pthread_mutex_t lock;
  int sum;
  int count;
};

static struct work_queue queue = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, NULL, false};
static struct results results = {PTHREAD_MUTEX_INITIALIZER, 0, 0};

static void queue_push(struct work_queue *q, int input) {
  struct task *t = malloc(sizeof *t);
  if (!t) abort();
  t->input = input;
  t->next = NULL;
  pthread_mutex_lock(&q->lock);
  if (q->tail)
    q->tail->next = t;
  else
    q->head = t;
  q->tail = t;
  pthread_cond_signal(&q->not_empty);
  pthread_mutex_unlock(&q->lock);
}

// Blocks until a task is available or the queue shuts down (then returns NULL).
static struct task *queue_pop(struct work_queue *q) {
  pthread_mutex_lock(&q->lock);
  while (!q->head && !q->shutting_down) pthread_cond_wait(&q->not_empty, &q->lock);
  struct task *t = q->head;
  if (t) {
    q->head = t->next;
    if (!q->head) q->tail = NULL;
  }
  pthread_mutex_unlock(&q->lock);
  return t;
}

static void queue_shutdown(struct work_queue *q) {
  pthread_mutex_lock(&q->lock);
  q->shutting_down = true;
  pthread_cond_signal(&q->not_empty);
  pthread_mutex_unlock(&q->lock);
}

static int process(int input) { return input * input; }

static void *worker_main(void *arg) {
  int *done_by_me = arg;
  struct task *t;
  while ((t = queue_pop(&queue)) != NULL) {
    int r = process(t->input);
    free(t);
    pthread_mutex_lock(&results.lock);
    results.sum += r;
    results.count++;
    pthread_mutex_unlock(&results.lock);
    (*done_by_me)++;
  }
  return NULL;
}

int main(void) {
  pthread_t workers[WORKERS];
  int done[WORKERS] = {0};
  for (int i = 0; i < WORKERS; i++) pthread_create(&workers[i], NULL, worker_main, &done[i]);
  for (int i = 1; i <= TASKS; i++) queue_push(&queue, i);
  queue_shutdown(&queue);
  for (int i = 0; i < WORKERS; i++) pthread_join(workers[i], NULL);
  assert(results.count == TASKS);
  assert(results.sum == 1 + 4);
  assert(done[0] + done[1] == TASKS);
  assert(queue.head == NULL && queue.tail == NULL);
  return 0;
}
