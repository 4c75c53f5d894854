// expect: none
// complete: no
// A daemon-style program moves to "/" after checking it was not started there, then two
// workers count under a lock. Natively the check holds (the program is not started from
// "/"). Before trust32 the directory stayed "/" for the next execution of the instance, whose
// check then failed: a false assertion. The directory is now put back before each execution
// and the change noted, incomplete (docs/runtime.md, trust32).
#include <assert.h>
#include <limits.h>
#include <pthread.h>
#include <string.h>
#include <unistd.h>

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
  char here[PATH_MAX];
  assert(getcwd(here, sizeof here) != 0);
  assert(strcmp(here, "/") != 0);  // not started from the root
  assert(chdir("/") == 0);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(jobs == 2);
  return 0;
}
