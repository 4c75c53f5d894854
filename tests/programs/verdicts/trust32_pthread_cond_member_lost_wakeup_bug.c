// expect: deadlock
// The pthread form of trust32's lost wake-up: a job object's condition variable reached
// through a pointer, `job->finished`. The waiter checks `done` under the lock, unlocks, and
// waits after locking again without checking it: the worker's signal can come in between.
// The deadlock names `job->finished` as the trace does (docs/runtime.md, trust32).
// Natively (gcc -O2) 0 of 200 runs hung: the window is small.
#include <pthread.h>

struct job {
  pthread_mutex_t guard;
  pthread_cond_t finished;
  int done;
};

static void* work(void* arg) {
  struct job* job = arg;
  pthread_mutex_lock(&job->guard);
  job->done = 1;
  pthread_cond_signal(&job->finished);
  pthread_mutex_unlock(&job->guard);
  return 0;
}

static void wait_for_job(struct job* job) {
  pthread_mutex_lock(&job->guard);
  int done = job->done;
  pthread_mutex_unlock(&job->guard);
  if (!done) {
    pthread_mutex_lock(&job->guard);
    pthread_cond_wait(&job->finished, &job->guard);
    pthread_mutex_unlock(&job->guard);
  }
}

int main(void) {
  static struct job job = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0};
  pthread_t t;
  pthread_create(&t, 0, work, &job);
  wait_for_job(&job);
  pthread_join(t, 0);
  return 0;
}
