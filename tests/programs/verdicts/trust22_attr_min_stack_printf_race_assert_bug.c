// expect: assertion
// Two workers on PTHREAD_STACK_MIN stacks (16 KiB, the smallest glibc accepts) call printf,
// snprintf and a mutex, and race on a counter under the lock in a way that loses no update
// but checks an order that may not hold: the assertion fails in one schedule. braid's own work
// on such a small stack (hooks, the report of the failed assertion with its trace) must fit in
// the margin it adds, with no false stack overflow.
#include <assert.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int arrivals;
static void *worker(void *arg) {
  char line[64];
  long id = (long)arg;
  snprintf(line, sizeof line, "worker %ld of %d", id, 2);
  printf("%s\n", line);
  pthread_mutex_lock(&lock);
  int order = ++arrivals;
  pthread_mutex_unlock(&lock);
  assert(!(id == 2 && order == 1));  // fails when worker 2 arrives first
  return 0;
}
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, PTHREAD_STACK_MIN);
  pthread_t a, b;
  pthread_create(&a, &attr, worker, (void *)1L);
  pthread_create(&b, &attr, worker, (void *)2L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_attr_destroy(&attr);
  return 0;
}
