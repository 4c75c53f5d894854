// expect: none
// algos: dfs,sdpor,pop,dc
// time-limit: 10
// classes: 56
// rf-classes: 56
// One waiter is woken by a signal sent while main holds the mutex; a latecomer registers
// its own wait before main's second signal (sent after the unlock). The waiter's wake-up and
// the latecomer's registration commute and both race with that signal.
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int round_;

static void *waiter(void *a) {
  int want = (int)(long)a;
  pthread_mutex_lock(&m);
  while (round_ < want) pthread_cond_wait(&cv, &m);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, waiter, (void *)1L);
  pthread_create(&b, 0, waiter, (void *)2L);
  pthread_mutex_lock(&m);
  round_ = 1;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  round_ = 2;
  pthread_mutex_unlock(&m);
  pthread_cond_broadcast(&cv);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(round_ == 2);
  return 0;
}
