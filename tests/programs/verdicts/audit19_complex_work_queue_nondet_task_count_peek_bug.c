// expect: data-race
// BUG: the task queue of audit19_complex_work_queue_nondet_task_count.c, but a worker peeks
// at next_task without the mutex to skip the lock when the queue looks empty: the unlocked
// read races with the other worker's locked increment.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
#define MAX_TASKS 3
static pthread_mutex_t qm = PTHREAD_MUTEX_INITIALIZER;
static int tasks[MAX_TASKS], ntasks, next_task;
static int tally[2];

static int pop_task(void) {
  if (next_task >= ntasks) return -1; /* "fast path" */
  int t = -1;
  pthread_mutex_lock(&qm);
  if (next_task < ntasks) t = next_task++;
  pthread_mutex_unlock(&qm);
  return t;
}

static void *worker(void *arg) {
  int me = (int)(long)arg, t;
  while ((t = pop_task()) >= 0) tally[me] += tasks[t];
  return 0;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= MAX_TASKS);
  for (int i = 0; i < n; i++) tasks[i] = i + 1;
  ntasks = n;
  pthread_t w[2];
  for (long i = 0; i < 2; i++) pthread_create(&w[i], 0, worker, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(w[i], 0);
  assert(tally[0] + tally[1] == n * (n + 1) / 2);
  return 0;
}
