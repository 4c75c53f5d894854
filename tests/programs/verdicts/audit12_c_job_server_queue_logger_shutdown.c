// expect: none
// algos: sdpor,pop,dc
// time-limit: 10
// A job server in one file, as small daemons are written: a job queue (linked list, mutex,
// two condition variables) fed by main, one worker thread running jobs through a handler
// table (function pointers chosen by job type, a variadic log helper formatting with
// vsnprintf), a logger thread draining a separate log queue to stderr, configuration read
// once with pthread_once from getenv (JOB_SERVER_VERBOSE, unset here), timestamps from
// clock_gettime, and an orderly shutdown: main sets `stopping` under the queue lock and
// broadcasts, the worker drains what is queued and exits, then the logger is told to stop
// and drains its queue. Every job runs exactly once and every log line is written. The
// twin whose worker checks the shutdown flag before the queue (dropping queued jobs) is
// audit12_c_job_server_worker_exits_before_draining_bug.c.
#include <assert.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// ---- configuration -------------------------------------------------------------------
static struct {
  int verbose;
} config;
static pthread_once_t config_once = PTHREAD_ONCE_INIT;
static void config_load(void) {
  const char *v = getenv("JOB_SERVER_VERBOSE");
  config.verbose = v && strcmp(v, "1") == 0;
}

// ---- logger --------------------------------------------------------------------------
typedef struct log_line {
  struct log_line *next;
  char text[64];
} log_line_t;

static struct {
  pthread_mutex_t lock;
  pthread_cond_t wake;
  log_line_t *head, *tail;
  int stop;
  int written;
} logq = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, NULL, 0, 0};

static void log_msg(const char *fmt, ...) {
  log_line_t *line = malloc(sizeof *line);
  if (!line) return;
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  int n = snprintf(line->text, sizeof line->text, "%ld.%03ld ", (long)now.tv_sec, now.tv_nsec / 1000000L);
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line->text + n, sizeof line->text - (size_t)n, fmt, ap);
  va_end(ap);
  line->next = NULL;
  pthread_mutex_lock(&logq.lock);
  if (logq.tail)
    logq.tail->next = line;
  else
    logq.head = line;
  logq.tail = line;
  pthread_cond_signal(&logq.wake);
  pthread_mutex_unlock(&logq.lock);
}

static void *logger_main(void *arg) {
  (void)arg;
  pthread_mutex_lock(&logq.lock);
  for (;;) {
    while (!logq.head && !logq.stop) pthread_cond_wait(&logq.wake, &logq.lock);
    if (!logq.head) break;  // stop requested and nothing left
    log_line_t *line = logq.head;
    logq.head = line->next;
    if (!logq.head) logq.tail = NULL;
    logq.written++;
    pthread_mutex_unlock(&logq.lock);
    fputs(line->text, stderr);
    fputc('\n', stderr);
    free(line);
    pthread_mutex_lock(&logq.lock);
  }
  pthread_mutex_unlock(&logq.lock);
  return NULL;
}

// ---- jobs ----------------------------------------------------------------------------
enum job_type { JOB_SUM, JOB_ECHO, JOB_TYPES };
typedef struct job {
  struct job *next;
  enum job_type type;
  int arg;
  int result;
} job_t;

typedef int (*job_handler)(job_t *);
static int run_sum(job_t *j) { return j->arg * (j->arg + 1) / 2; }
static int run_echo(job_t *j) {
  log_msg("echo %d", j->arg);
  return j->arg;
}
static const job_handler handlers[JOB_TYPES] = {run_sum, run_echo};

static struct {
  pthread_mutex_t lock;
  pthread_cond_t nonempty;
  job_t *head, *tail;
  int stopping;
  int done;
  long results;
} jobs = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, NULL, 0, 0, 0};

static void submit(enum job_type type, int arg) {
  job_t *j = calloc(1, sizeof *j);
  if (!j) abort();
  j->type = type;
  j->arg = arg;
  pthread_mutex_lock(&jobs.lock);
  if (jobs.tail)
    jobs.tail->next = j;
  else
    jobs.head = j;
  jobs.tail = j;
  pthread_cond_signal(&jobs.nonempty);
  pthread_mutex_unlock(&jobs.lock);
}

static job_t *next_job(void) {
  pthread_mutex_lock(&jobs.lock);
  while (!jobs.head && !jobs.stopping) pthread_cond_wait(&jobs.nonempty, &jobs.lock);
  job_t *j = jobs.head;  // queued jobs first, even when stopping
  if (j) {
    jobs.head = j->next;
    if (!jobs.head) jobs.tail = NULL;
  }
  pthread_mutex_unlock(&jobs.lock);
  return j;
}

static void *worker_main(void *arg) {
  (void)arg;
  pthread_once(&config_once, config_load);
  job_t *j;
  while ((j = next_job()) != NULL) {
    j->result = handlers[j->type](j);
    if (config.verbose) log_msg("job %d -> %d", (int)j->type, j->result);
    pthread_mutex_lock(&jobs.lock);
    jobs.done++;
    jobs.results += j->result;
    pthread_mutex_unlock(&jobs.lock);
    free(j);
  }
  log_msg("worker exiting");
  return NULL;
}

int main(void) {
  pthread_t logger, worker;
  pthread_create(&logger, NULL, logger_main, NULL);
  pthread_create(&worker, NULL, worker_main, NULL);
  submit(JOB_SUM, 4);
  submit(JOB_ECHO, 7);

  pthread_mutex_lock(&jobs.lock);
  jobs.stopping = 1;
  pthread_cond_broadcast(&jobs.nonempty);
  pthread_mutex_unlock(&jobs.lock);
  pthread_join(worker, NULL);

  pthread_mutex_lock(&logq.lock);
  logq.stop = 1;
  pthread_cond_signal(&logq.wake);
  pthread_mutex_unlock(&logq.lock);
  pthread_join(logger, NULL);

  printf("jobs done %d, results %ld, log lines %d\n", jobs.done, jobs.results, logq.written);
  assert(jobs.done == 2);
  assert(jobs.results == 10 + 7);
  assert(logq.written == 2);  // "echo 7" and "worker exiting"
  return 0;
}
