// expect: none
// A priority-inheritance mutex (pthread_mutexattr_setprotocol PTHREAD_PRIO_INHERIT) and a
// priority-ceiling one: locking semantics are a normal mutex's.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t pi, pp;
static int a, b;
static void *worker(void *arg) {
  pthread_mutex_lock(&pi);
  a++;
  pthread_mutex_unlock(&pi);
  pthread_mutex_lock(&pp);
  b++;
  pthread_mutex_unlock(&pp);
  return arg;
}
int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  assert(pthread_mutexattr_setprotocol(&attr, PTHREAD_PRIO_INHERIT) == 0);
  pthread_mutex_init(&pi, &attr);
  pthread_mutexattr_setprotocol(&attr, PTHREAD_PRIO_NONE);
  pthread_mutex_init(&pp, &attr);
  pthread_mutexattr_destroy(&attr);
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(a == 2 && b == 2);
  return 0;
}
