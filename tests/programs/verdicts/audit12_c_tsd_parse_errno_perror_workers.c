// expect: none
// algos: sdpor,pop,qpor,dc
// Two parser workers, each with a per-thread scratch buffer kept in a pthread_key_t (freed
// by the key's destructor when the thread ends). Each parses a list of numbers with
// strtol, checking errno (per thread, as glibc's: one worker's ERANGE must not leak into
// the other's check) and reporting failures with perror / strerror_r. The totals go into a
// mutex-protected summary; main reads it after joining. The twin that publishes the
// scratch buffer for main to print after the join (when the destructor has freed it) is
// audit12_c_tsd_scratch_published_read_after_exit_bug.c.
#include <assert.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pthread_key_t scratch_key;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t summary_lock = PTHREAD_MUTEX_INITIALIZER;
static long summary_total;
static int summary_errors;
static int destructors_run;  // under summary_lock

static void scratch_destroy(void *p) {
  pthread_mutex_lock(&summary_lock);
  destructors_run++;
  pthread_mutex_unlock(&summary_lock);
  free(p);
}
static void make_key(void) {
  if (pthread_key_create(&scratch_key, scratch_destroy) != 0) abort();
}

static char *thread_scratch(void) {
  pthread_once(&key_once, make_key);
  char *s = pthread_getspecific(scratch_key);
  if (!s) {
    s = calloc(1, 64);
    if (!s) abort();
    pthread_setspecific(scratch_key, s);
  }
  return s;
}

// Parses one decimal field; returns 0 and sets *out, or an errno value.
static int parse_field(const char *text, long *out) {
  char *end = NULL;
  errno = 0;
  long v = strtol(text, &end, 10);
  if (errno != 0) return errno;
  if (end == text || *end != '\0') return EINVAL;
  *out = v;
  return 0;
}

typedef struct {
  const char *name;
  const char *fields[3];
} job_t;

static void *parser(void *arg) {
  const job_t *job = arg;
  char *scratch = thread_scratch();
  long total = 0;
  int errors = 0;
  for (int i = 0; i < 3; i++) {
    long v = 0;
    int err = parse_field(job->fields[i], &v);
    if (err) {
      char why[64];
      strerror_r(err, why, sizeof why);
      snprintf(scratch, 64, "%s: field %d: %s", job->name, i, why);
      fprintf(stderr, "%s\n", scratch);
      errno = err;
      perror(job->name);
      errors++;
      continue;
    }
    total += v;
  }
  pthread_mutex_lock(&summary_lock);
  summary_total += total;
  summary_errors += errors;
  pthread_mutex_unlock(&summary_lock);
  return NULL;
}

int main(void) {
  static const job_t jobs[2] = {
      {"alpha", {"10", "99999999999999999999999", "5"}},
      {"beta", {"1", "x2", "3"}},
  };
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, parser, (void *)&jobs[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  printf("total %ld, errors %d, destructors %d\n", summary_total, summary_errors, destructors_run);
  assert(summary_total == 10 + 5 + 1 + 3);
  assert(summary_errors == 2);
  assert(destructors_run == 2);
  return 0;
}
