// expect: assertion, data-race
// algos: sdpor,pop,qpor,dc
// A command dispatcher: commands are looked up by name in a function-pointer table (sorted
// once by main with qsort, searched with bsearch), and each handler counts its calls in a
// plain static local, shared by every thread: the two workers' `add` handlers race on it
// (unlocked `calls++`), and the result of the second `add` depends on the first, so the
// per-worker results main checks come out wrong. The twin with _Thread_local counters is
// audit12_c_dispatch_table_thread_local_counter.c.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*command_fn)(int argument);
typedef struct {
  const char *name;
  command_fn run;
} command_t;

#define COUNTER static  // BUG: one counter for every thread

static int cmd_add(int a) {
  COUNTER int calls;
  calls++;
  return a + calls;
}
static int cmd_mul(int a) {
  COUNTER int calls;
  calls++;
  return a * 2;
}
static int cmd_neg(int a) {
  COUNTER int calls;
  calls++;
  return -a;
}

static command_t commands[] = {{"neg", cmd_neg}, {"mul", cmd_mul}, {"add", cmd_add}};
enum { N_COMMANDS = sizeof commands / sizeof commands[0] };

static int by_name(const void *a, const void *b) {
  return strcmp(((const command_t *)a)->name, ((const command_t *)b)->name);
}
static int name_key(const void *key, const void *elem) {
  return strcmp((const char *)key, ((const command_t *)elem)->name);
}

static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static int total_dispatched, total_unknown;

typedef struct {
  const char *script[3];
  int result;
} job_t;

static int dispatch(const char *name, int arg, int *unknown) {
  const command_t *c = bsearch(name, commands, N_COMMANDS, sizeof commands[0], name_key);
  if (!c) {
    (*unknown)++;
    fprintf(stderr, "unknown command '%s'\n", name);
    return arg;
  }
  return c->run(arg);
}

static void *worker(void *arg) {
  job_t *job = arg;
  int value = 1, unknown = 0, dispatched = 0;
  for (int i = 0; i < 3; i++) {
    value = dispatch(job->script[i], value, &unknown);
    dispatched++;
  }
  job->result = value;
  pthread_mutex_lock(&stats_lock);
  total_dispatched += dispatched;
  total_unknown += unknown;
  pthread_mutex_unlock(&stats_lock);
  printf("worker done: %d\n", value);
  return NULL;
}

int main(void) {
  qsort(commands, N_COMMANDS, sizeof commands[0], by_name);
  job_t jobs[2] = {{{"add", "mul", "nop"}, 0}, {{"neg", "add", "mul"}, 0}};
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, &jobs[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  // Each thread's first `add` sees calls == 1 in its own counter.
  assert(jobs[0].result == (1 + 1) * 2);
  assert(jobs[1].result == (-1 + 1) * 2);
  assert(total_dispatched == 6 && total_unknown == 1);
  return 0;
}
