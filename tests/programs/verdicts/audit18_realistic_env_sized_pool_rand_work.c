// expect: none
// classes: 2
// rf-classes: 2
// A realistic start-up: the worker count comes from the environment (WORKERS, default 2, at
// most 3), each worker's amount of work from rand() (braid's deterministic generator, no seed),
// and the start time from time(); workers add their work to a mutex-protected total that main
// compares with what it handed out.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;

static void *worker(void *arg) {
  int work = *(int *)arg;
  pthread_mutex_lock(&m);
  total += work;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  const char *env = getenv("WORKERS");
  int n = env ? atoi(env) : 2;
  if (n < 1) n = 1;
  if (n > 3) n = 3;
  time_t started = time(0);
  pthread_t t[3];
  int work[3], expected = 0;
  for (int i = 0; i < n; ++i) {
    work[i] = rand() % 5;
    expected += work[i];
    pthread_create(&t[i], 0, worker, &work[i]);
  }
  for (int i = 0; i < n; ++i) pthread_join(t[i], 0);
  assert(total == expected);
  assert(time(0) >= started);
  return 0;
}
