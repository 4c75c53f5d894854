// expect: data-race
// classes: 4
// rf-classes: 3
// BUG: the locking mode comes from an environment variable that is not set where the check
// runs (AUDIT19_LOCKED_COUNTERS): the default is the "fast" unlocked mode, and two workers
// then increment the counter without the lock.
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int counter, locked_mode;

static void *worker(void *arg) {
  (void)arg;
  if (locked_mode) pthread_mutex_lock(&m);
  counter++;
  if (locked_mode) pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  const char *mode = getenv("AUDIT19_LOCKED_COUNTERS");
  locked_mode = mode != NULL && strcmp(mode, "1") == 0;
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
