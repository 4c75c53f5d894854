// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit.)
// A shared task queue filled by main with a nondet number of tasks (1 to 3, bounded by an
// assumption as SV-COMP harnesses do); two workers pop under the queue's mutex, run the task
// (add its cost to their own tally) and count it done. main checks every task ran once.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
#define MAX_TASKS 3
static pthread_mutex_t qm = PTHREAD_MUTEX_INITIALIZER;
static int tasks[MAX_TASKS], ntasks, next_task;
static int tally[2], ran[MAX_TASKS];

static int pop_task(void) {
  int t = -1;
  pthread_mutex_lock(&qm);
  if (next_task < ntasks) t = next_task++;
  pthread_mutex_unlock(&qm);
  return t;
}

static void *worker(void *arg) {
  int me = (int)(long)arg, t;
  while ((t = pop_task()) >= 0) {
    tally[me] += tasks[t];
    ran[t]++;
  }
  return 0;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= MAX_TASKS);
  for (int i = 0; i < n; i++) tasks[i] = 10 * (i + 1);
  ntasks = n;
  pthread_t w[2];
  for (long i = 0; i < 2; i++) pthread_create(&w[i], 0, worker, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(w[i], 0);
  for (int i = 0; i < n; i++) assert(ran[i] == 1);
  assert(tally[0] + tally[1] == 5 * n * (n + 1));
  return 0;
}
