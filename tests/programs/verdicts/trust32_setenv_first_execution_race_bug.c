// expect: data-race
// complete: no
// The bug twin of trust32_setenv_later_executions_noted.c: an unmarked process (every native
// run, and every execution since the environment is put back before each) starts a helper
// that counts without the lock, then marks the environment. The race exists only in an
// unmarked environment: before trust32 only the first execution of an instance had it (the
// mark stayed for the later ones). Found, incomplete (the change is noted; docs/runtime.md,
// trust32).
#include <pthread.h>
#include <stdlib.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int jobs;

static void* locked_worker(void* arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  jobs++;
  pthread_mutex_unlock(&lock);
  return 0;
}

static void* first_run_helper(void* arg) {
  (void)arg;
  jobs++;  // no lock: races with the locked worker
  return 0;
}

int main(void) {
  const int first = getenv("TRUST32_MARKED") == 0;
  setenv("TRUST32_MARKED", "1", 1);
  pthread_t a, b;
  pthread_create(&a, 0, locked_worker, 0);
  if (first) pthread_create(&b, 0, first_run_helper, 0);
  pthread_join(a, 0);
  if (first) pthread_join(b, 0);
  return 0;
}
