// expect: misuse
// algos: dfs,sdpor,pop,dc
// classes: 4
// rf-classes: 4
// Fire-and-forget workers as daemons start them: a pthread_attr_t with
// PTHREAD_CREATE_DETACHED and a 256 KiB stack (checked with pthread_attr_getstacksize and
// pthread_attr_getdetachstate), each worker filling its slot of a result table and posting
// a semaphore when done; main waits for the posts, and then, out of habit, also joins the
// first worker: joining a thread created detached is undefined (glibc may return EINVAL or
// touch a reused descriptor). The twin that does not join is
// audit12_c_attr_detached_workers_semaphore_done.c.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <string.h>

enum { WORKERS = 2 };
static sem_t done;
static int results[WORKERS];

typedef struct {
  int slot;
  int input;
} task_t;

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static void *worker(void *arg) {
  const task_t *t = arg;
  char scratch[4096];  // uses the stack it was given
  memset(scratch, 0, sizeof scratch);
  results[t->slot] = fib(t->input) + scratch[100];
  sem_post(&done);
  return NULL;
}

static int start_detached(pthread_t *tid, task_t *task) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_attr_setstacksize(&attr, 256 * 1024);
  size_t size = 0;
  int state = 0;
  pthread_attr_getstacksize(&attr, &size);
  pthread_attr_getdetachstate(&attr, &state);
  assert(size == 256 * 1024 && state == PTHREAD_CREATE_DETACHED);
  int rc = pthread_create(tid, &attr, worker, task);
  pthread_attr_destroy(&attr);
  return rc;
}

int main(void) {
  sem_init(&done, 0, 0);
  static task_t tasks[WORKERS] = {{0, 5}, {1, 6}};
  pthread_t tids[WORKERS];
  for (int i = 0; i < WORKERS; i++)
    if (start_detached(&tids[i], &tasks[i]) != 0) {
      fprintf(stderr, "cannot start worker %d\n", i);
      return 1;
    }
  for (int i = 0; i < WORKERS; i++) sem_wait(&done);
  pthread_join(tids[0], NULL);  // BUG: the worker was created detached
  printf("results %d %d\n", results[0], results[1]);
  assert(results[0] == 5 && results[1] == 8);
  sem_destroy(&done);
  return 0;
}
