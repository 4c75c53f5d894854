// expect: none
// complete: no
// A consumer waits with pthread_cond_timedwait in a predicate loop (a timeout just retries);
// the producer sets the flag and signals.
#include <pthread.h>
#include <time.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int ready, value;
static void *producer(void *arg) {
  pthread_mutex_lock(&m);
  value = 9; ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  pthread_mutex_lock(&m);
  while (!ready) {
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += 1;
    pthread_cond_timedwait(&c, &m, &deadline);
  }
  assert(value == 9);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
