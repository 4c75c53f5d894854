// expect: none
// classes: 10
// A goto-free state machine driven by a switch: a controller moves IDLE -> RUNNING ->
// STOPPING -> DONE and the worker reacts to each state, waiting on one condition variable
// with broadcast on every change.
#include <pthread.h>
#include <assert.h>
enum state { IDLE, RUNNING, STOPPING, DONE };
static enum state st = IDLE;
static int work_done;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static void set_state(enum state s) {
  pthread_mutex_lock(&m);
  st = s;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&m);
}
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  for (;;) {
    switch (st) {
    case IDLE:
      pthread_cond_wait(&changed, &m);
      break;
    case RUNNING:
      if (work_done < 2) work_done++;
      else pthread_cond_wait(&changed, &m);
      break;
    case STOPPING:
      st = DONE;
      pthread_cond_broadcast(&changed);
      break;
    case DONE:
      pthread_mutex_unlock(&m);
      return arg;
    }
  }
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  set_state(RUNNING);
  set_state(STOPPING);
  pthread_mutex_lock(&m);
  while (st != DONE) pthread_cond_wait(&changed, &m);
  assert(work_done <= 2);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
