// expect: none
// complete: no
// The program marks its environment (setenv) once it has checked it starts unmarked. Every
// native run starts unmarked, so the assertion holds. Before trust32 the change stayed for
// the next execution of the same program instance, whose check then failed: a false
// assertion. The environment is now put back before each execution (runtime/process_state.h),
// and the change is still noted, incomplete (braid's workers share the process's
// environment; docs/runtime.md, trust32). Two workers make several executions.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int jobs;

static void* worker(void* arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  jobs++;
  pthread_mutex_unlock(&lock);
  return 0;
}

int main(void) {
  assert(getenv("TRUST32_ALREADY_RUNNING") == 0);  // each process starts unmarked
  setenv("TRUST32_ALREADY_RUNNING", "1", 1);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(jobs == 2);
  return 0;
}
